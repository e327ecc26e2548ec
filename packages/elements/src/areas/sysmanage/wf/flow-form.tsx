import { useEffect, useState } from 'react'
import { textRule, type Rule } from '@scm/core'
import { useApi } from '../../../runtime'
import { Input } from '../../../ui/input'
import { Select } from '../../../ui/select'
import { Switch } from '../../../ui/switch'
import { AdminField } from '../../../ui/admin-field'
import { FormDialog, useFormState, type FieldRules } from '../../../ui/form-dialog'
import { danger, denseFormGrid, denseSubheading, wide } from '../../../ui/layout'
import { useLoad } from '../../../list/use-load'
import { checkSteps, newStep, StepEditor, stepOf, type StepDraft } from './step-editor'
import { type ApproverOptions, type Flow, RECORD_TYPES, SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// 新增 / 编辑 a flow definition: code, name, the kind of record it approves, enabled, and its
// ordered steps.

const flowCodeRule: Rule = { trigger: 'blur', message: '流程编码只能包含字母、数字和下划线，且以字母开头', pattern: /^[A-Za-z][A-Za-z0-9_]*$/ }
const rules: FieldRules = {
  flow_code: [...textRule({ required: true, max: 40, label: '流程编码' }), flowCodeRule],
  flow_name: textRule({ required: true, max: 50, label: '流程名称' }),
  record_type: { trigger: 'blur', required: true, message: '请选择单据类型' },
  remark: textRule({ max: 200 }),
}

/** The flow's own fields as the form edits them (its steps are edited beside them). */
type FlowDraft = Pick<Flow, 'id' | 'flow_code' | 'flow_name' | 'record_type' | 'enabled' | 'remark'> & Record<string, unknown>

export interface FlowFormProps {
  open: boolean
  /** null = 新增 */
  flow: Flow | null
  onClose: () => void
  onSaved: (flow: Flow) => void
}

export function FlowForm({ open, flow, onClose, onSaved }: FlowFormProps) {
  const api = useApi()
  const form = useFormState<FlowDraft>({ id: 0, flow_code: '', flow_name: '', record_type: '', enabled: true, remark: '' }, rules)
  const [steps, setSteps] = useState<StepDraft[]>([])
  const [stepErrors, setStepErrors] = useState<Record<number, string>>({})
  const options = useLoad((a) => a.get<ApproverOptions>(SYSMANAGE_PATHS.approverOptions, { timestamp: true }), open ? 'approvers' : null)
  useEffect(() => {
    if (!open) return
    form.reset({
      id: flow?.id ?? 0,
      flow_code: flow?.flow_code ?? '',
      flow_name: flow?.flow_name ?? '',
      record_type: flow?.record_type ?? '',
      enabled: flow?.enabled ?? true,
      remark: flow?.remark ?? '',
    })
    setSteps(flow?.steps.length ? flow.steps.map((s) => stepOf({ step_name: s.step_name, approver_type: s.approver_type, approvers: s.approvers.map(String), mode: s.mode })) : [newStep(1)])
    setStepErrors({})
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, flow])

  const validate = () => {
    const fieldsOk = form.validate()
    const errors = checkSteps(steps)
    setStepErrors(errors)
    return fieldsOk && Object.keys(errors).length === 0
  }
  const save = async () => {
    const d = form.values
    const body = {
      id: d.id || undefined,
      flow_code: d.flow_code,
      flow_name: d.flow_name,
      record_type: d.record_type,
      enabled: d.enabled,
      remark: d.remark,
      steps: steps.map((s) => ({
        step_name: s.step_name.trim(),
        approver_type: s.approver_type,
        approvers: s.approver_type === 'role' ? s.approvers : s.approvers.map(Number),
        mode: s.mode,
      })),
    }
    onSaved(await api.post<Flow>(SYSMANAGE_PATHS.saveFlow, body, { silent: true, successMessage: true }))
  }

  const d = form.values
  const typeItems = d.record_type && !RECORD_TYPES.some((t) => t.value === d.record_type) ? [...RECORD_TYPES, { value: d.record_type, label: d.record_type }] : RECORD_TYPES
  return (
    <FormDialog open={open} title={flow ? '编辑审批流程' : '新增审批流程'} onClose={onClose} onSubmit={save} validate={validate}>
      <div className={denseFormGrid}>
        <AdminField form={form} name="flow_code" label="流程编码" required rules={rules.flow_code}>
          <Input name="flow_code" value={d.flow_code} disabled={!!flow} onValueChange={(v) => form.set('flow_code', v)} />
        </AdminField>
        <AdminField form={form} name="flow_name" label="流程名称" required rules={rules.flow_name}>
          <Input name="flow_name" value={d.flow_name} onValueChange={(v) => form.set('flow_name', v)} />
        </AdminField>
        <AdminField form={form} name="record_type" label="单据类型" required rules={rules.record_type}>
          <Select aria-label="单据类型" items={typeItems} value={d.record_type || null} onValueChange={(v) => form.set('record_type', v ?? '')} />
        </AdminField>
        <div>
          <Switch label="启用" checked={d.enabled} onCheckedChange={(on) => form.set('enabled', on)} />
        </div>
        <AdminField form={form} name="remark" label="说明" rules={rules.remark} className={wide}>
          <Input name="remark" value={d.remark} onValueChange={(v) => form.set('remark', v)} />
        </AdminField>
      </div>
      <h3 className={denseSubheading}>审批步骤（按顺序执行）</h3>
      {Object.keys(stepErrors).length ? <p className={danger}>请检查标红的审批步骤</p> : null}
      <StepEditor steps={steps} onChange={setSteps} options={options.data} errors={stepErrors} />
    </FormDialog>
  )
}
