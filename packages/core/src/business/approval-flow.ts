// The approval flows' terms: sysmanage's screens define the flows (areas/sysmanage/flows.ts adds
// their labels and the screens' shapes), wf runs them (packages/server/src/areas/wf), and both read
// a running instance's steps, tasks and statuses as written here.

export const APPROVER_TYPE_VALUES = ['user', 'station', 'role'] as const
export type ApproverType = (typeof APPROVER_TYPE_VALUES)[number]

export const STEP_MODES = ['any', 'all'] as const
export type StepMode = (typeof STEP_MODES)[number]

/** A step as copied into a running instance (wf_instance.steps). */
export interface StepDef {
  step_no: number
  step_name: string
  approver_type: ApproverType
  /** userids | station ids | role codes, as text */
  approvers: string[]
  mode: StepMode
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

/** Where a record stands in its approval (packages/server/src/areas/sysmanage/API.md FlowStatus). */
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
