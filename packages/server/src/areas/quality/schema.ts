import { checkInforTypeResource, checkTypeResource, claimDocument, commonProblemResource, defectCodeResource, faultCodeResource, handlingDocument, inspectionDocument, problemTypeResource, productTypeResource, standardDocument, standardTypeResource } from '@scm/core/quality'
import { documentTables } from '../../document/table'
import { resourceTable } from '../../resource/table'
import type { ResourceDef } from '@scm/core'
import { integer, jsonb, pgTable, primaryKey, timestamp, type PgTable } from 'drizzle-orm/pg-core'

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
// a claim is looked up by the document it was raised from (one claim per lot or fault, a batch's claims in the trace)
export const claimTables = documentTables(claimDocument, { indexes: [['source', 'source_no']] })
export const qulClaim = claimTables.header
export const qulClaimLine = claimTables.lines!

// 检验标准: header (material, standard type, sampling, version) and its items, from the definition.
const standardTables = documentTables(standardDocument, { refs: { standard_type_id: () => qulStandardType } })
export const qulStandard = standardTables.header
export const qulStandardItem = standardTables.lines!

// 来料检验单: the lot inspected, its sampling plan and verdict, and its items and defects.
export const inspectionTables = documentTables(inspectionDocument, {
  refs: { check_type_id: () => qulCheckInforType },
  indexes: [['receipt_line_id'], ['supplyid', 'mtr_id']],
})
export const qulInspection = inspectionTables.header
export const qulInspectionLine = inspectionTables.lines!

// 判定处理单: a rejected lot's quantity split by disposition.
export const handlingTables = documentTables(handlingDocument, { refs: { insp_id: () => qulInspection }, indexes: [['insp_id']] })
export const qulHandling = handlingTables.header
export const qulHandlingLine = handlingTables.lines!

/**
 * ISO 2859-1 switching state (core SwitchingState as JSON) per supplier × material: every judged
 * inspection feeds it, and the next inspection of that material from that supplier is planned on
 * its severity (正常 / 加严 / 放宽).
 */
export const qulSwitching = pgTable(
  'qul_switching',
  {
    supplyid: integer('supplyid').notNull(),
    mtr_id: integer('mtr_id').notNull(),
    state: jsonb('state').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplyid, t.mtr_id] })],
)
