import { checkTypeResource, commonProblemResource, problemTypeResource, productTypeResource } from '@scm/core'
import { resourceArea } from '../../resource/routes'
import { qasCheckType, qulCommonProblem, qulProblemType, qulProductType } from './schema'

/** /api/ProductType, /api/ProblemType, /api/CommonProblem, /api/CheckType (GetList, GetDetail, Save, Del, Export). */
export const qualityResourceRoutes = resourceArea(
  [productTypeResource, qulProductType],
  [problemTypeResource, qulProblemType],
  [commonProblemResource, qulCommonProblem],
  [checkTypeResource, qasCheckType],
)
