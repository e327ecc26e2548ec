import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { formFields, type ResourceDef } from '@scm/core'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { FormField } from '../ui/form-field'
import type { ResourceRow } from './columns'
import { FieldInput } from './field-input'
import { useResourceRecord, type ResourceRecordController } from './use-resource-record'

const NO_RULES: never[] = []
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4px 16px' })
const wide = css({ gridColumn: '1 / -1' })

export interface ResourceFormFieldsProps {
  record: ResourceRecordController
  /** id prefix of the form element (the dialog's footer button submits it). */
  formId: string
  onSubmit: () => void
  /** Fields not drawn (a document's owner column, which the server fills with the caller's own id). */
  hidden?: ReadonlySet<string>
}

/**
 * The generated fields of a resource form: a labelled input per writable field, each checked
 * when left and on submit with the definition's rules, server refusals shown at their fields.
 */
export function ResourceFormFields({ record, formId, onSubmit, hidden }: ResourceFormFieldsProps) {
  const { def, values, errors, setValue, touch, loading } = record
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <form id={formId} className={grid} onSubmit={submit} noValidate aria-busy={loading || undefined} aria-label={def.title}>
      {formFields(def)
        .filter(([name]) => !hidden?.has(name))
        .map(([name, field]) => (
        <div key={name} className={field.kind === 'html' || (field.max ?? 0) > 100 ? wide : undefined}>
          <FormField label={field.label} required={field.required} rules={NO_RULES} error={errors[name] ?? null}>
            <FieldInput
              def={def}
              name={name}
              field={field}
              value={values[name]}
              onChange={(v) => setValue(name, v)}
              onBlur={() => touch(name)}
              disabled={loading}
              values={values}
            />
          </FormField>
        </div>
      ))}
    </form>
  )
}

export interface ResourceFormProps {
  def: ResourceDef
  /** null → 新增; an id → 编辑 */
  id: number | null
  open: boolean
  onClose: () => void
  /** The saved row (as Save answered); return false to keep the dialog open (the screen shows what came back). */
  onSaved?: (row: ResourceRow) => void | false
  /** Instead of 新增<title> / 编辑<title>. */
  title?: string
  /** Instead of 保存. */
  submitText?: string
  /** Fields not asked, given the values being edited (e.g. the owner column of the other kind). */
  hiddenFields?: (values: Record<string, unknown>) => ReadonlySet<string>
}

/** Create/edit dialog of a resource (spec: it does not close on a backdrop click). */
export function ResourceForm({ def, id, open, onClose, onSaved, title, submitText = '保存', hiddenFields }: ResourceFormProps) {
  const record = useResourceRecord(def, id)
  const formId = `resource-form-${def.name}`
  const save = async () => {
    const saved = await record.save()
    if (saved && onSaved?.(saved) !== false) onClose()
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title ?? `${id === null ? '新增' : '编辑'}${def.title}`}
      size="large"
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" type="submit" form={formId} loading={record.saving} disabled={record.loading}>
            {submitText}
          </Button>
        </>
      }
    >
      <ResourceFormFields record={record} formId={formId} onSubmit={save} hidden={hiddenFields?.(record.values)} />
    </Dialog>
  )
}
