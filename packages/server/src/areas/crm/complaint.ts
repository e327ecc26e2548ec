import { complaintDocument, WORKBILL_MESSAGES } from '@scm/core/crm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { saveWithHooks, type DocumentHooks } from '../../document/hooks'
import { bindDocument } from '../../document/records'
import { ResourceError, type Row } from '../../resource/records'
import { complaintTables } from './schema'

export const complaintBinding = bindDocument(complaintDocument, complaintTables)

/** A satisfaction score of a form (a work order's return visit, a complaint's follow-up): 1 to 5, as the history says it. */
export async function scored(_tx: Db, { body }: { body: Row }) {
  const score = Number(body.satisfaction)
  if (!Number.isInteger(score) || score < 1 || score > 5) throw new ResourceError(WORKBILL_MESSAGES.satisfaction, 400, { satisfaction: WORKBILL_MESSAGES.satisfaction })
  return { detail: `满意度${score}分` }
}

export const complaintHooks: DocumentHooks = {
  actions: { FollowUp: { before: scored } },
}

/** The complaint a poor return visit opens (same transaction, same save path as an entered one). */
export async function openComplaintFromVisit(tx: Db, workbill: Row, user: CurrentUser): Promise<number> {
  const comment = String(workbill.visit_comment ?? '').trim()
  return saveWithHooks(tx, complaintBinding, complaintHooks, {
    id: null,
    user,
    body: {
      customer_id: workbill.customer_id,
      source: '回访',
      vin: workbill.vin,
      workbill_no: workbill.bill_no,
      content: `工单${String(workbill.bill_no)}回访满意度${String(workbill.satisfaction)}分${comment ? `：${comment}` : ''}`.slice(0, 1000),
    },
  })
}
