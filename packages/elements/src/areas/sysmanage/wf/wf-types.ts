// Approval flows as API.md "Approval flows" gives them.

export type ApproverType = 'user' | 'station' | 'role'
export type StepMode = 'any' | 'all'

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

export const APPROVER_TYPES = [
  { value: 'user', label: '指定人员' },
  { value: 'station', label: '按岗位' },
  { value: 'role', label: '按角色' },
]
export const MODES = [
  { value: 'any', label: '任一人同意' },
  { value: 'all', label: '全部同意' },
]
/** The kinds of records the areas send through flows. */
export const RECORD_TYPES = [
  { value: 'prcsdocument', label: '作业指导书' },
  { value: 'price_review', label: '零部件价格评审' },
  { value: 'claim', label: '索赔单' },
]
export const recordTypeText = (v: string) => RECORD_TYPES.find((t) => t.value === v)?.label ?? v
export const modeText = (v: string) => MODES.find((m) => m.value === v)?.label ?? v
