import { defineDocument } from '../../document/define'

/** Days before its end from which an agreement in force is flagged 即将到期. */
export const AGREEMENT_EXPIRY_DAYS = 30

/**
 * 技术质量协议 /QulManage/technical_quality_agreement: per supplier, the agreement file (the
 * document's files), its validity, the PPM target and the claim rules. Staff publish it, the
 * supplier confirms his own (or returns it with a reason); one near its end is flagged, and the
 * trace shows its PPM target beside the supplier's actual PPM.
 */
export const qualityAgreementDocument = defineDocument({
  name: 'QulAgreement',
  title: '技术质量协议',
  table: 'qul_agreement',
  fn: 'QulManage_technical_quality_agreement',
  numbering: { field: 'agreement_no', prefix: 'XY' },
  status: {
    field: 'status',
    values: [
      { value: '草稿', tone: 'default' },
      { value: '待确认', tone: 'processing' },
      { value: '已确认', tone: 'success' },
      { value: '已终止', tone: 'default' },
    ],
  },
  fields: {
    agreement_no: { kind: 'text', label: '协议编号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 80 },
    supplyid: { kind: 'ref', label: '供应商', required: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 200 },
    title: { kind: 'text', label: '协议名称', required: true, max: 100, filter: ['contains'], width: 200 },
    valid_from: { kind: 'date', label: '生效日期', required: true, filter: ['between'], sort: true, width: 100 },
    valid_to: { kind: 'date', label: '到期日期', required: true, filter: ['between'], sort: true, width: 100 },
    ppm_target: { kind: 'number', label: 'PPM目标', required: true, scale: 0, width: 90 },
    claim_rules: { kind: 'text', label: '索赔规则', required: true, max: 1000, width: 240 },
    confirmed_by: { kind: 'text', label: '确认人', max: 50, readOnly: true, list: false },
    confirmed_at: { kind: 'datetime', label: '确认时间', readOnly: true, width: 150 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  scope: { supplyid: 'supplyid' },
  managedSuppliers: true,
  hiddenFromOwner: ['草稿'],
  staffSide: 'quality',
  defaultSort: { field: 'valid_to', order: 'asc' },
  searchKeyFields: ['agreement_no', 'title'],
  editable: ['草稿'],
  actions: {
    Publish: { label: '发布', from: ['草稿'], to: '待确认', confirm: '发布后供应商即可查看并确认该协议，确认发布？' },
    Confirm: { label: '确认协议', from: ['待确认'], to: '已确认', by: 'owner' },
    Return: { label: '退回', from: ['待确认'], to: '草稿', by: 'owner', reason: 'required' },
    Terminate: { label: '终止', from: ['待确认', '已确认'], to: '已终止', button: 'audit', reason: 'required' },
  },
})
