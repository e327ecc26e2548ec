import { checkTypeResource, claimDocument, commonProblemResource, problemTypeResource, productTypeResource } from '@scm/core'
import { documentArea } from '../../document/routes'
import { resourceArea } from '../../resource/routes'
import { qasCheckType, qulClaim, qulClaimLine, qulCommonProblem, qulProblemType, qulProductType } from './schema'

/** /api/ProductType, /api/ProblemType, /api/CommonProblem, /api/CheckType (GetList, GetDetail, Save, Del, Export). */
export const qualityResourceRoutes = resourceArea(
  [productTypeResource, qulProductType],
  [problemTypeResource, qulProblemType],
  [commonProblemResource, qulCommonProblem],
  [checkTypeResource, qasCheckType],
)

/** 索赔单 /api/QulClaim: the claim document (list, detail, save, publish, accept, appeal, settle…). */
qualityResourceRoutes.route('/', documentArea(claimDocument, { header: qulClaim, lines: qulClaimLine }))
