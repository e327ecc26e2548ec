import { checkTypeResource, commonProblemResource, problemTypeResource, productTypeResource } from '@scm/core'
import { resourceTable } from '../../resource/table'

// Quality base data; columns come from the core definitions (one truth per entity).
export const qulProductType = resourceTable(productTypeResource)
export const qulProblemType = resourceTable(problemTypeResource)
export const qulCommonProblem = resourceTable(commonProblemResource, {
  refs: { problem_type_id: () => qulProblemType, product_type_id: () => qulProductType },
})
export const qasCheckType = resourceTable(checkTypeResource)
