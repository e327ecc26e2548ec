// Sales order review (订单评审, /orderAudit) and the engineering changes departments handle (/todo):
// statuses, order types and their reviewing departments, messages and the BOM diff, written once.

/** Review status of a sales order (the review hung off sa_order by its id). */
export const REVIEW_STATUS_VALUES = [
  { value: '待评审', tone: 'default' },
  { value: '评审中', tone: 'processing' },
  { value: '已退回', tone: 'error' },
  { value: '已就绪', tone: 'success' },
] as const
export type ReviewStatus = (typeof REVIEW_STATUS_VALUES)[number]['value']
export const REVIEW_STATUSES = REVIEW_STATUS_VALUES.map((s) => s.value) as ReviewStatus[]
/** Orders still to review (the review list) and the open ones a change touches. */
export const REVIEW_OPEN: readonly ReviewStatus[] = ['待评审', '评审中', '已退回']
export const REVIEW_IMPACTED: readonly ReviewStatus[] = ['评审中', '已退回', '已就绪']

/** Order types and the departments (org_dept names) that must review each, in parallel. */
export const ORDER_TYPES = ['标准订单', '定制订单', '样车订单'] as const
export type OrderType = (typeof ORDER_TYPES)[number]
export const REVIEW_DEPTS: Record<OrderType, readonly string[]> = {
  标准订单: ['技术部', '生产部'],
  定制订单: ['技术部', '生产部'],
  样车订单: ['技术部'],
}

export const AUDIT_RESULTS = ['同意', '不同意'] as const
export type AuditResult = (typeof AUDIT_RESULTS)[number]

/** The two kinds of engineering change (产品变更 tc, 技术变更 td), by document name. */
export const CHANGE_KINDS = {
  tc: { doc: 'SaTcnotice', title: '产品变更' },
  td: { doc: 'SaTdeal', title: '技术变更' },
} as const
export type ChangeKind = keyof typeof CHANGE_KINDS

/** Marks of a line of an order BOM against the standard BOM. */
export type BomMark = '' | '新增' | '删除' | '变更'
export const BOM_MARK_TONES: Record<BomMark, string> = { '': 'default', 新增: 'success', 删除: 'error', 变更: 'warning' }

/** Where a BOM line's price came from. */
export const NO_PRICE = '无有效价格'

export const REVIEW_MESSAGES = {
  order: '请选择订单',
  noOrder: '订单不存在',
  ready: '订单已就绪，不能修改',
  notInReview: '订单不在评审中',
  noDept: '您不属于需要评审该订单的部门',
  /** a reviewer naming another department's dept_id */
  ownDeptOnly: '只能填写本部门的评审意见',
  result: '请选择评审结果（同意/不同意）',
  opinion: '不同意时请填写评审意见',
  orderType: '请选择订单类型',
  qty: (mtr: string) => `物料${mtr}的数量须大于0`,
  duplicate: (mtr: string) => `物料${mtr}重复`,
  material: '物料不存在',
  cycle: (mtr: string) => `物料${mtr}不能是自身的下级`,
  delReady: (no: string) => `订单${no}已就绪，不能删除评审`,
  item: '请输入图片项目名称',
  itemMissing: '图片项目不存在',
  itemCancelled: '图片项目已作废',
  notRequired: '该图片项目不适用于此订单',
  changeDepts: '请填写处理部门',
  unknownDept: (name: string) => `部门${name}不存在`,
  notConcerned: '该变更不需要您的部门处理',
  handled: '您的部门已处理该变更',
  notIssued: '变更尚未发布',
  /** SetReady refuses with every reason, joined. */
  notReady: (reasons: string[]) => `不能设为就绪：${reasons.join('；')}`,
  deptNotAgreed: (dept: string) => `${dept}尚未同意`,
  pictureMissing: (item: string) => `缺少图片“${item}”`,
  changeUnhandled: (no: string, depts: string) => `变更${no}尚未处理（${depts}）`,
} as const

export interface BomLineIn {
  parent_mtr_id: number | null
  mtr_id: number
  qty: number
}

/** Key of a BOM line: the same part under the same parent. */
export const bomKey = (l: { parent_mtr_id: number | null; mtr_id: number }) => `${l.parent_mtr_id ?? 0}>${l.mtr_id}`

/**
 * The order BOM against the standard: each order line marked 新增 (not in the standard) or 变更
 * (another quantity), plus the standard's lines the order dropped (删除, std_qty only).
 */
export function diffBom<T extends BomLineIn>(standard: readonly BomLineIn[], order: readonly T[]): ((T | BomLineIn) & { mark: BomMark; std_qty: number | null })[] {
  const std = new Map(standard.map((l) => [bomKey(l), l]))
  const mine = new Set(order.map(bomKey))
  const out: ((T | BomLineIn) & { mark: BomMark; std_qty: number | null })[] = order.map((l) => {
    const s = std.get(bomKey(l))
    const mark: BomMark = !s ? '新增' : Number(s.qty) !== Number(l.qty) ? '变更' : ''
    return { ...l, mark, std_qty: s ? Number(s.qty) : null }
  })
  for (const s of standard) if (!mine.has(bomKey(s))) out.push({ ...s, mark: '删除', std_qty: Number(s.qty), qty: 0 })
  return out
}

/** Days between an issue time (yyyy-MM-dd HH:mm:ss) and today (yyyy-MM-dd): a to-do's age. */
export function ageDays(issuedAt: string | null | undefined, today: string): number {
  if (!issuedAt) return 0
  const a = Date.parse(`${issuedAt.slice(0, 10)}T00:00:00Z`)
  const b = Date.parse(`${today}T00:00:00Z`)
  return Number.isNaN(a) || Number.isNaN(b) ? 0 : Math.max(0, Math.round((b - a) / 86_400_000))
}
export * from './change'
export * from './paths'
export * from './resources'
export * from './screens'
