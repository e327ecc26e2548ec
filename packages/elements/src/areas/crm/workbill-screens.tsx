import { COMPLAINT_SATISFACTION, complaintDocument, workbillDocument } from '@scm/core/crm'
import { documentScreen, type DocumentScreenSlots } from '../../document/document-screen'
import { StatusTag } from '../../ui/status-tag'
import { withSla } from './workbill-sla'

// 维修工单 screens, all derived from the one core definition: management (every status), acceptance
// (the finished ones) and return visit (the accepted ones) differ only by the status they open on.

const inStatus = (status: string): DocumentScreenSlots => ({ columns: withSla, creates: false, filters: { status: { op: 'eq', value: status } } })

/** /crm/workbill/se_workbill 工单管理. */
export const WorkbillScreen = documentScreen(workbillDocument, { columns: withSla })
/** /crm/workbill/se_workbill_finish 工单验收: finished work orders waiting for the customer's acceptance. */
export const WorkbillFinishScreen = documentScreen(workbillDocument, inStatus('已完工'))
/** /crm/workbill/se_workbill_access 工单回访: accepted work orders waiting for the return visit. */
export const WorkbillAccessScreen = documentScreen(workbillDocument, inStatus('已验收'))
/** /crm/se_cust_stf 客户满意度: the return visits (score and comment) of the visited work orders. */
export const SatisfactionScreen = documentScreen(workbillDocument, {
  creates: false,
  filters: { status: { op: 'eq', value: '已回访' } },
  columns: (columns) => [
    ...columns.slice(0, -1),
    { key: 'satisfaction', title: '满意度', width: 70, render: (row) => <StatusTag status={String(row.satisfaction ?? '')} tone={Number(row.satisfaction) <= COMPLAINT_SATISFACTION ? 'error' : 'success'} /> },
    { key: 'visit_comment', title: '回访意见', width: 220 },
    ...columns.slice(-1),
  ],
})

/** /crm/se_cust_complaint 投诉录入. */
export const ComplaintScreen = documentScreen(complaintDocument)
/** /crm/se_complaint_deal 投诉处理: complaints waiting or in hand (受理, 登记处理步骤, 处理完成). */
export const ComplaintDealScreen = documentScreen(complaintDocument, { creates: false, filters: { status: { op: 'in', value: ['待处理', '处理中'] } } })
/** /crm/se_complaint_stf 投诉回访: resolved complaints to follow up with the customer's satisfaction. */
export const ComplaintFollowScreen = documentScreen(complaintDocument, { creates: false, filters: { status: { op: 'eq', value: '已处理' } } })
