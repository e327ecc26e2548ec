// Approval flows (packages/server/src/areas/sysmanage/API.md "Approval flows"): the shapes, kinds
// and statuses server and screens share.

export const APPROVER_TYPE_VALUES = ['user', 'station', 'role'] as const
export type ApproverType = (typeof APPROVER_TYPE_VALUES)[number]
const APPROVER_TYPE_LABELS: Record<ApproverType, string> = { user: '指定人员', station: '按岗位', role: '按角色' }
export const APPROVER_TYPES = APPROVER_TYPE_VALUES.map((value) => ({ value, label: APPROVER_TYPE_LABELS[value] }))

export const STEP_MODES = ['any', 'all'] as const
export type StepMode = (typeof STEP_MODES)[number]
const MODE_LABELS: Record<StepMode, string> = { any: '任一人同意', all: '全部同意' }
export const MODES = STEP_MODES.map((value) => ({ value, label: MODE_LABELS[value] }))

/**
 * The kinds of records the areas send through flows: a document's flow runs under its definition's
 * name (docType), e.g. QulClaim for 索赔单 (core/document test checks every flow action's document is here).
 */
export const RECORD_TYPES = [
  { value: 'prcsdocument', label: '作业指导书' },
  { value: 'PcPriceQuote', label: '零部件价格评审' },
  { value: 'QulClaim', label: '索赔单' },
]
export const recordTypeText = (v: string) => RECORD_TYPES.find((t) => t.value === v)?.label ?? v
export const modeText = (v: string) => MODE_LABELS[v as StepMode] ?? v

/** A step as copied into a running instance (wf_instance.steps). */
export interface StepDef {
  step_no: number
  step_name: string
  approver_type: ApproverType
  /** userids | station ids | role codes, as text */
  approvers: string[]
  mode: StepMode
}

/** A step as the flow definition screens read and save it. */
export interface FlowStep {
  step_no: number
  step_name: string
  approver_type: ApproverType
  approvers: (number | string)[]
  approver_names: string
  mode: StepMode
}

export interface Flow {
  id: number
  flow_code: string
  flow_name: string
  record_type: string
  enabled: boolean
  remark: string
  steps: FlowStep[]
  step_count: number
  updated_at: string
}

export interface ApproverOptions {
  users: { id: number; name: string; dept_name: string }[]
  stations: { id: number; name: string; dept_name: string }[]
  roles: { id: string; name: string }[]
}

export type InstanceStatus = '审批中' | '已通过' | '已驳回' | '已撤回'
export type TaskStatus = '待审批' | '已同意' | '已驳回' | '已撤回' | '无需审批'
export type StepStatus = '未开始' | '审批中' | '已通过' | '已驳回' | '已撤回'

export const RUNNING: InstanceStatus = '审批中'
export const PENDING: TaskStatus = '待审批'

export interface FlowTask {
  id: number
  step_no: number
  userid: number
  UserName: string
  status: TaskStatus
  opinion: string
  acted_at: string
}

/** Where a record stands in its approval (API.md FlowStatus). */
export interface FlowStatus {
  instance_id: number
  flow_code: string
  flow_name: string
  record_type: string
  record_id: string
  title: string
  status: InstanceStatus
  current_step: number
  starter: number
  starter_name: string
  started_at: string
  finished_at: string
  steps: (StepDef & { approver_names: string; status: StepStatus })[]
  tasks: FlowTask[]
  can_approve: boolean
  can_withdraw: boolean
}
