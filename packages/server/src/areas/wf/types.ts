/** A step as copied into a running instance (wf_instance.steps). */
export interface StepDef {
  step_no: number
  step_name: string
  approver_type: ApproverType
  /** userids | station ids | role codes, as text */
  approvers: string[]
  mode: StepMode
}

export const APPROVER_TYPES = ['user', 'station', 'role'] as const
export type ApproverType = (typeof APPROVER_TYPES)[number]
export const STEP_MODES = ['any', 'all'] as const
export type StepMode = (typeof STEP_MODES)[number]

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
