import { checkTypeResource, claimDocument, commonProblemResource, problemTypeResource, productTypeResource } from '@scm/core'
import { documentTables } from '../../document/table'
import { resourceTable } from '../../resource/table'

// Quality base data; columns come from the core definitions (one truth per entity).
export const qulProductType = resourceTable(productTypeResource)
export const qulProblemType = resourceTable(problemTypeResource)
export const qulCommonProblem = resourceTable(commonProblemResource, {
  refs: { problem_type_id: () => qulProblemType, product_type_id: () => qulProductType },
})
export const qasCheckType = resourceTable(checkTypeResource)

// 索赔单: header and lines derived from the document definition.
const claimTables = documentTables(claimDocument)
export const qulClaim = claimTables.header
export const qulClaimLine = claimTables.lines!
