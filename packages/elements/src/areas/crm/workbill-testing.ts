import { workbillDocument } from '@scm/core/crm'
import { API, apiPost } from '../../resource/testing/browser'

// Work orders the browser tests of the after-sales screens start from, made through the real
// server's calls (no mocks): cust01's bus at eng01's outlet, dispatched and taken on.

export const WORKBILL_BASE = workbillDocument.basePath

/** The id of a work order field's option named `label` (its RefOptions call, as staff see it). */
export async function workbillOption(token: string, field: string, label: string): Promise<number> {
  const answer = await fetch(`${API}${WORKBILL_BASE}/RefOptions?field=${field}`, { headers: { Authorization: `Bearer ${token}` } })
  const found = ((await answer.json()) as { Data: { value: number; label: string }[] }).Data.find((o) => o.label === label)
  if (!found) throw new Error(`没有选项 ${label}`)
  return found.value
}

/** A fault on cust01's bus LWJ6120E3R0000103 at 合肥包河服务站, reported by svc01, dispatched and started by eng01. */
export async function startedWorkbill(svc01: string, eng01: string, fault: string): Promise<Record<string, unknown> & { id: number; bill_no: string }> {
  const saved = await apiPost<Record<string, unknown> & { id: number; bill_no: string }>(`${WORKBILL_BASE}/Save`, svc01, {
    type_id: await workbillOption(svc01, 'type_id', '故障报修'),
    priority: '一般',
    customer_id: await workbillOption(svc01, 'customer_id', '合肥公交集团有限公司'),
    vehicle_id: await workbillOption(svc01, 'vehicle_id', 'LWJ6120E3R0000103'),
    fault_desc: fault,
    outlet_id: await workbillOption(svc01, 'outlet_id', '合肥包河服务站'),
  })
  await apiPost(`${WORKBILL_BASE}/Dispatch`, svc01, { id: saved.id })
  await apiPost(`${WORKBILL_BASE}/Start`, eng01, { id: saved.id })
  return saved
}
