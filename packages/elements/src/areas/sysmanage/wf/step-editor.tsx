import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/checkbox'
import { FormField } from '../../../ui/form-field'
import { Input } from '../../../ui/input'
import { Select } from '../../../ui/select'
import { buttonRow, checkGrid, danger, denseFormGrid, muted } from '../../../ui/layout'
import { APPROVER_TYPES, MODES, type ApproverOptions } from '@scm/core/sysmanage'
import type { ApproverType, StepMode } from '@scm/core/business'

// The ordered steps of a flow: name, who approves (users, stations or roles), and whether any
// one of them or all of them must agree. Steps move up and down; the order is the array order.

export interface StepDraft {
  key: number
  step_name: string
  approver_type: ApproverType
  approvers: string[]
  mode: StepMode
}

let nextKey = 1
export const newStep = (n: number): StepDraft => ({ key: nextKey++, step_name: `第${n}步审批`, approver_type: 'user', approvers: [], mode: 'any' })
export const stepOf = (s: Omit<StepDraft, 'key'>): StepDraft => ({ ...s, key: nextKey++ })

const stepBox = css({ border: '1px solid var(--scm-color-border-light, #ebeef5)', borderRadius: '4px', p: '8px', mb: '8px' })
const choices = css({ maxH: '140px', overflow: 'auto', border: '1px solid var(--scm-color-border-light, #ebeef5)', p: '4px' })

function choicesOf(options: ApproverOptions | undefined, type: ApproverType): { value: string; label: string }[] {
  if (!options) return []
  if (type === 'role') return options.roles.map((r) => ({ value: r.id, label: r.name }))
  const list = type === 'user' ? options.users : options.stations
  return list.map((o) => ({ value: String(o.id), label: o.dept_name ? `${o.name}（${o.dept_name}）` : o.name }))
}

export interface StepEditorProps {
  steps: StepDraft[]
  onChange: (steps: StepDraft[]) => void
  options: ApproverOptions | undefined
  /** Messages per step (index) from the last check. */
  errors: Record<number, string>
}

export function StepEditor({ steps, onChange, options, errors }: StepEditorProps) {
  const [filter, setFilter] = useState<Record<number, string>>({})
  const patch = (key: number, change: Partial<StepDraft>) => onChange(steps.map((s) => (s.key === key ? { ...s, ...change } : s)))
  const move = (index: number, by: number) => {
    const next = [...steps]
    const [step] = next.splice(index, 1)
    next.splice(index + by, 0, step!)
    onChange(next)
  }
  return (
    <div>
      {steps.map((step, index) => {
        const n = index + 1
        const all = choicesOf(options, step.approver_type)
        const term = filter[step.key] ?? ''
        const shown = term ? all.filter((c) => c.label.includes(term)) : all
        return (
          <fieldset key={step.key} className={stepBox}>
            <legend>第{n}步</legend>
            <div className={denseFormGrid}>
              <FormField label="步骤名称" required error={errors[index]?.startsWith('请输入步骤名称') ? errors[index] : null}>
                <Input value={step.step_name} onValueChange={(v) => patch(step.key, { step_name: v })} />
              </FormField>
              <FormField label="审批方式">
                <Select aria-label={`第${n}步审批方式`} items={MODES} value={step.mode} onValueChange={(v) => v && patch(step.key, { mode: v as StepMode })} />
              </FormField>
              <FormField label="审批人类型">
                <Select
                  aria-label={`第${n}步审批人类型`}
                  items={APPROVER_TYPES}
                  value={step.approver_type}
                  onValueChange={(v) => v && v !== step.approver_type && patch(step.key, { approver_type: v as ApproverType, approvers: [] })}
                />
              </FormField>
              <FormField label="筛选审批人">
                <Input value={term} onValueChange={(v) => setFilter((f) => ({ ...f, [step.key]: v }))} placeholder="输入名称筛选" />
              </FormField>
            </div>
            <div className={choices} role="group" aria-label={`第${n}步审批人`}>
              <div className={checkGrid}>
                {shown.map((c) => (
                  <Checkbox
                    key={c.value}
                    label={c.label}
                    checked={step.approvers.includes(c.value)}
                    onCheckedChange={(on) => patch(step.key, { approvers: on ? [...step.approvers, c.value] : step.approvers.filter((a) => a !== c.value) })}
                  />
                ))}
              </div>
              {!shown.length ? <p className={muted}>无可选审批人</p> : null}
            </div>
            {errors[index] && !errors[index]!.startsWith('请输入步骤名称') ? (
              <p className={danger} role="alert">
                {errors[index]}
              </p>
            ) : null}
            <div className={buttonRow}>
              <span className={muted}>已选 {step.approvers.length} 个</span>
              <Button variant="text" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`第${n}步上移`}>
                上移
              </Button>
              <Button variant="text" disabled={index === steps.length - 1} onClick={() => move(index, 1)} aria-label={`第${n}步下移`}>
                下移
              </Button>
              <Button variant="text" disabled={steps.length === 1} onClick={() => onChange(steps.filter((s) => s.key !== step.key))} aria-label={`删除第${n}步`}>
                删除
              </Button>
            </div>
          </fieldset>
        )
      })}
      <Button onClick={() => onChange([...steps, newStep(steps.length + 1)])}>添加步骤</Button>
    </div>
  )
}

/** The step checks the server makes too (第N步：…), by index. */
export function checkSteps(steps: StepDraft[]): Record<number, string> {
  const errors: Record<number, string> = {}
  steps.forEach((s, i) => {
    if (!s.step_name.trim()) errors[i] = '请输入步骤名称'
    else if (!s.approvers.length) errors[i] = `第${i + 1}步：请选择审批人`
  })
  return errors
}
