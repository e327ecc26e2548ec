import {
  checkInforTypeResource,
  checkTypeResource,
  claimDocument,
  commonProblemResource,
  defectCodeResource,
  faultCodeResource,
  problemTypeResource,
  productTypeResource,
  standardDocument,
  standardTypeResource,
} from '@scm/core'
import { documentTables } from '../../document/table'
import { resourceTable } from '../../resource/table'
import type { ResourceDef } from '@scm/core'
import type { PgTable } from 'drizzle-orm/pg-core'

// Quality base data; columns come from the core definitions (one truth per entity).
export const qulProductType = resourceTable(productTypeResource)
export const qulProblemType = resourceTable(problemTypeResource)
export const qulCommonProblem = resourceTable(commonProblemResource, {
  refs: { problem_type_id: () => qulProblemType, product_type_id: () => qulProductType },
})
export const qasCheckType = resourceTable(checkTypeResource)

// Incoming-quality code tables: standards, inspections and faults refer to these.
export const qulStandardType = resourceTable(standardTypeResource)
export const qulCheckInforType = resourceTable(checkInforTypeResource)
export const qulDefectCode = resourceTable(defectCodeResource, { refs: { problem_type_id: () => qulProblemType } })
export const qulFaultCode = resourceTable(faultCodeResource, { refs: { product_type_id: () => qulProductType } })

/** Each code table with its definition, as the area mounts them (one list). */
export const qualityCodeTables = [
  [productTypeResource, qulProductType],
  [problemTypeResource, qulProblemType],
  [commonProblemResource, qulCommonProblem],
  [checkTypeResource, qasCheckType],
  [standardTypeResource, qulStandardType],
  [checkInforTypeResource, qulCheckInforType],
  [defectCodeResource, qulDefectCode],
  [faultCodeResource, qulFaultCode],
] satisfies [ResourceDef, PgTable][]

// 索赔单: header and lines derived from the document definition.
export const claimTables = documentTables(claimDocument)
export const qulClaim = claimTables.header
export const qulClaimLine = claimTables.lines!

// 检验标准: header (material, standard type, sampling, version) and its items, from the definition.
const standardTables = documentTables(standardDocument, { refs: { standard_type_id: () => qulStandardType } })
export const qulStandard = standardTables.header
export const qulStandardItem = standardTables.lines!
