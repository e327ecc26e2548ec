// Approval flows (packages/server/src/areas/sysmanage/API.md "Approval flows"): the shapes, kinds
// and statuses server and screens share; the flows' terms that wf runs are the shared business's
// (business/approval-flow.ts).
import { APPROVER_TYPE_VALUES, STEP_MODES, type ApproverType, type StepMode } from '../../business/approval-flow'

const APPROVER_TYPE_LABELS: Record<ApproverType, string> = { user: '指定人员', station: '按岗位', role: '按角色' }
export const APPROVER_TYPES = APPROVER_TYPE_VALUES.map((value) => ({ value, label: APPROVER_TYPE_LABELS[value] }))

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
