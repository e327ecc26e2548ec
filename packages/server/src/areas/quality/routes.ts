import { claimDocument, standardDocument } from '@scm/core/quality'
import { documentArea } from '../../document/routes'
import { resourceArea } from '../../resource/routes'
import { claimHooks } from './claim'
import { claimTables, qualityCodeTables } from './schema'
import { standardHooks, standardRoutes, standardTables } from './standard'
import { ledgerRoutes } from './ledger-routes'

/**
 * /api/ProductType, /api/ProblemType, /api/CommonProblem, /api/CheckType, /api/StandardType,
 * /api/CheckInforType, /api/DefectCode, /api/FaultCode (GetList, GetDetail, Save, Del, Export).
 */
export const qualityResourceRoutes = resourceArea(...qualityCodeTables)

/** 索赔单 /api/QulClaim: the claim document (list, detail, save, publish, 8D answer, accept or return it, appeal, settle…), with its ledger events. */
qualityResourceRoutes.route('/', documentArea(claimDocument, claimTables, claimHooks))

/** 检验标准 /api/QulStandard: the standard document (items, sampling, submit for approval, void) and 修订. */
qualityResourceRoutes.route('/', documentArea(standardDocument, standardTables, standardHooks))
qualityResourceRoutes.route('/', standardRoutes)

/** 质量台账 /api/QulLedger: the quality events (list, export) and their statistics. */
qualityResourceRoutes.route('/', ledgerRoutes)
