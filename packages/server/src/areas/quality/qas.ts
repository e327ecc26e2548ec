import { checkLogDocument, qualityAgreementDocument, TRACE_MESSAGES } from '@scm/core/quality'
import { and, asc, eq, sql } from 'drizzle-orm'
import { nowSql } from '../../clock/sql'
import type { DocumentHooks } from '../../document/hooks'
import { bindDocument } from '../../document/records'
import { ResourceError } from '../../resource/records'
import { seCustVehicle } from '../../business/vehicle-schema'
import { checkLogTables, qasCheckLog, qasCheckLogLine, qasOnsiteCheckItem, qualityAgreementTables } from './trace-schema'

// 故障检验记录 and 技术质量协议: what the kit does not say.

export const checkLogBinding = bindDocument(checkLogDocument, checkLogTables)
export const agreementBinding = bindDocument(qualityAgreementDocument, qualityAgreementTables)

/**
 * A check log: the VIN is a vehicle's, the inspector and time are the server's; a new log without
 * lines takes its station's on-site check items (each 合格 until found otherwise); after every save
 * the header says the overall result and how many items failed.
 */
export const checkLogHooks: DocumentHooks = {
  beforeSave: async (tx, { id, body, user }) => {
    const vin = String(body.vin ?? '').trim().toUpperCase()
    const [v] = await tx.select({ id: seCustVehicle.id }).from(seCustVehicle).where(eq(seCustVehicle.vin, vin))
    if (!v) throw new ResourceError(TRACE_MESSAGES.noVehicle(vin), 400)
    return { vin, vehicle_id: v.id, ...(id === null ? { inspector: user.UserName, checked_at: nowSql() } : {}) }
  },
  afterSave: async (tx, { id, created, body }) => {
    const typed = Array.isArray(body.lines) && body.lines.length > 0
    if (created && !typed) {
      const [log] = await tx.select({ station: qasCheckLog.station_id }).from(qasCheckLog).where(eq(qasCheckLog.id, id))
      const items = await tx
        .select({ name: qasOnsiteCheckItem.name, standard: qasOnsiteCheckItem.standard })
        .from(qasOnsiteCheckItem)
        .where(and(eq(qasOnsiteCheckItem.station_id, Number(log!.station)), eq(qasOnsiteCheckItem.enabled, true)))
        .orderBy(asc(qasOnsiteCheckItem.sort_no), asc(qasOnsiteCheckItem.code))
      if (items.length) await tx.insert(qasCheckLogLine).values(items.map((item, i) => ({ doc_id: id, line_no: i + 1, item_name: item.name, standard: item.standard, result: '合格' })))
    }
    await tx.execute(sql`
      update qas_check_log h set
        bad_items = (select count(*) from qas_check_log_line l where l.doc_id = h.id and l.result = '不合格'),
        result = case when exists (select 1 from qas_check_log_line l where l.doc_id = h.id and l.result = '不合格') then '不合格' else '合格' end
       where h.id = ${id}`)
  },
}

/** An agreement confirmed by the supplier: who and when. */
export const agreementHooks: DocumentHooks = {
  actions: {
    Confirm: { before: async (_tx, { user }) => ({ set: { confirmed_by: user.UserName, confirmed_at: nowSql() } }) },
  },
}
