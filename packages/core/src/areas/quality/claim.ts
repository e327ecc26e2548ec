import { defineDocument } from '../../document/define'
import { CLAIM_DOC_TYPE, CLAIM_STATUS_VALUES } from '../../business/claim-status'

/**
 * The supplier's 8D report (eight disciplines) answering a claim, field by field: written only by
 * the claim's 提交8D action, shown in the claim's 8D panel.
 */
const EIGHT_D = {
  d1_team: 'D1 成立小组',
  d2_problem: 'D2 问题描述',
  d3_containment: 'D3 临时措施',
  d4_root_cause: 'D4 根本原因',
  d5_corrective: 'D5 纠正措施',
  d6_verification: 'D6 实施验证',
  d7_prevention: 'D7 预防措施',
  d8_closure: 'D8 总结关闭',
} as const

export const CLAIM_8D_FIELDS = Object.keys(EIGHT_D) as (keyof typeof EIGHT_D)[]

const eightDFields = Object.fromEntries(
  Object.entries(EIGHT_D).map(([name, label]) => [name, { kind: 'text', label, max: 1000, readOnly: true, list: false } as const]),
) as Record<keyof typeof EIGHT_D, { kind: 'text'; label: string; max: 1000; readOnly: true; list: false }>

/**
 * 索赔单 /QulManage/claimDem (DOMAIN.md "Claim"): what the enterprise claims from a supplier for a
 * defect found at inspection, in production or after sales. The supplier sees his own claims and
 * answers with an 8D report (staff accept it or send it back) or appeals with a reason; an accepted
 * claim is settled through the approval flow and deducted in the next statement.
 */
export const claimDocument = defineDocument({
  name: CLAIM_DOC_TYPE,
  title: '索赔单',
  table: 'qul_claim',
  fn: 'QulManage_claimDem',
  numbering: { field: 'claim_no', prefix: 'SP' },
  status: { field: 'status', values: CLAIM_STATUS_VALUES },
  fields: {
    claim_no: { kind: 'text', label: '索赔单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    // an enum of the claim's statuses (the kit fills the options)
    status: { kind: 'text', label: '状态', max: 20, readOnly: true, filter: ['in', 'eq'], width: 100 },
    supplyid: { kind: 'ref', label: '供应商', required: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 200 },
    source: {
      kind: 'enum',
      label: '索赔来源',
      required: true,
      options: [
        { value: '来料检验', label: '来料检验' },
        { value: '生产过程', label: '生产过程' },
        { value: '售后', label: '售后' },
      ],
      filter: ['eq', 'in'],
      width: 100,
    },
    // the inspection or work order the claim comes from (an inspection's RaiseClaim fills it)
    source_no: { kind: 'text', label: '来源单号', max: 30, filter: ['contains'], width: 150 },
    claim_date: { kind: 'date', label: '索赔日期', required: true, filter: ['between'], sort: true, width: 110 },
    reason: { kind: 'text', label: '索赔原因', required: true, max: 500, filter: ['contains'], width: 240 },
    total_qty: { kind: 'number', label: '数量', scale: 0, readOnly: true, sum: true, width: 90 },
    total_amount: { kind: 'money', label: '索赔金额', readOnly: true, sum: true, sort: true, width: 120 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
    ...eightDFields,
  },
  scope: { supplyid: 'supplyid' },
  managedSuppliers: true,
  hiddenFromOwner: ['草稿'],
  staffSide: 'quality',
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['claim_no', 'reason', 'source_no'],
  lines: {
    title: '索赔明细',
    table: 'qul_claim_line',
    fields: {
      mtr_code: { kind: 'text', label: '物料编码', required: true, max: 30, width: 120 },
      mtr_name: { kind: 'text', label: '物料名称', required: true, max: 100, width: 180 },
      defect: { kind: 'text', label: '缺陷描述', required: true, max: 200, width: 220 },
      qty: { kind: 'number', label: '数量', required: true, scale: 0, sum: true, width: 90 },
      amount: { kind: 'money', label: '金额', required: true, sum: true, width: 120 },
    },
    totals: { total_qty: 'qty', total_amount: 'amount' },
  },
  editable: ['草稿'],
  actions: {
    Publish: { label: '发布', from: ['草稿'], to: '待确认', confirm: '发布后供应商即可看到该索赔单，确认发布？' },
    // the owner answers with a full 8D (files through the claim's attachments), or appeals
    Answer: { label: '提交8D', from: ['待确认'], to: '已答复', by: 'owner', form: { title: '8D报告', fields: CLAIM_8D_FIELDS } },
    Appeal: { label: '申诉', from: ['待确认'], to: '申诉中', by: 'owner', reason: 'required' },
    // staff accept the 8D (the claim stands and can be settled) or send it back to be answered again
    AcceptAnswer: { label: '接受8D', from: ['已答复'], to: '供应商已确认', button: 'audit', confirm: '接受该8D报告？接受后索赔单可提交结算。' },
    ReturnAnswer: { label: '退回8D', from: ['已答复'], to: '待确认', button: 'audit', reason: 'required' },
    Reject: { label: '驳回申诉', from: ['申诉中'], to: '待确认', button: 'audit', reason: 'required' },
    Withdraw: { label: '撤销索赔', from: ['申诉中', '待确认', '已答复'], to: '已作废', button: 'audit', reason: 'required' },
    // settling is approved in the wf flow 索赔单结算审批; its end moves the claim on (or back)
    Settle: { label: '结算', from: ['供应商已确认'], to: '已结算', button: 'audit', flow: { code: 'claim_review', pending: '结算审批中' } },
  },
})
