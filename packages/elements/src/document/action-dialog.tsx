import { useState } from 'react'
import { checkActionForm, documentAction, DOCUMENT_MESSAGES } from '@scm/core'
import { FieldInput } from '../resource/field-input'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { FormField } from '../ui/form-field'
import { Textarea } from '../ui/textarea'
import { useActionLines } from './action-lines'
import { DocumentFiles } from './document-files'
import { section, sectionTitle, stack } from './styles'
import type { DocumentActionOffer, DocumentController } from './use-document'

const REASON_MAX = 500

/**
 * The box of an action that asks for more than a click: its reason (申诉, 驳回, 作废…) and/or its
 * form (a supplier's 8D: each field, prefilled with what the document holds, plus the document's
 * files). Checked here first the way the server checks; the server's refusal keeps the box open.
 * A single-file widget whose partners may take no action with a reason or a form carries
 * action-dialog-partner.tsx instead of this module (scripts/lib/partner-parts.ts).
 */
export function ActionDialog({ doc, action, onClose }: { doc: DocumentController; action: DocumentActionOffer; onClose: () => void }) {
  const declared = documentAction(doc.def, action.name)
  const fields = declared.form?.fields ?? []
  const header: Record<string, unknown> = doc.detail?.header ?? {}
  const [reason, setReason] = useState('')
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(fields.map((f) => [f, doc.def.fields[f]?.kind === 'text' ? String(header[f] ?? '') : (header[f] ?? null)])),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  // a form that takes the lines (parts replaced at completion) edits them in the kit's line grid
  const withLines = !!declared.form?.lines && !!doc.def.lines
  const lines = useActionLines(doc, withLines)
  const required = action.reason === 'required'
  const submit = async () => {
    const found = {
      ...checkActionForm(doc.def, declared, values).errors,
      ...(required && !reason.trim() ? { reason: DOCUMENT_MESSAGES.reasonRequired } : {}),
      ...(lines.problem() ? { lines: lines.problem() } : {}),
    }
    setErrors(found)
    if (Object.keys(found).length) return
    const body = fields.length || withLines ? { ...values, ...(withLines ? { lines: lines.body() } : {}) } : undefined
    if (await doc.act(action, reason, body)) onClose()
  }
  const edit = (name: string, v: unknown) => {
    if (name === 'reason') setReason(String(v))
    else setValues((old) => ({ ...old, [name]: v }))
    if (v !== null && v !== undefined && String(v).trim()) setErrors(({ [name]: _gone, ...rest }) => rest)
  }
  return (
    <Dialog
      open
      onClose={onClose}
      size={fields.length || withLines ? 'large' : 'small'}
      title={declared.form?.title ?? action.label}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={doc.busy === action.name} onClick={() => void submit()}>
            {fields.length || withLines ? action.label : '确定'}
          </Button>
        </>
      }
    >
      <div className={stack} data-action-form={action.name}>
        {fields.map((name) => {
          const field = doc.def.fields[name]!
          return (
            <FormField key={name} label={field.label} required error={errors[name] ?? null}>
              {field.kind === 'text' ? (
                <Textarea name={name} value={String(values[name] ?? '')} maxLength={field.max} rows={3} onValueChange={(v) => edit(name, v)} />
              ) : (
                // numbers, choices and dates by their kind, as every generated form draws them
                <FieldInput def={doc.def} name={name} field={field} value={values[name]} onChange={(v) => edit(name, v)} onBlur={() => undefined} />
              )}
            </FormField>
          )
        })}
        {lines.view(errors.lines)}
        {action.reason ? (
          <FormField label="原因" required={required} error={errors.reason ?? null}>
            <Textarea
              name="reason"
              value={reason}
              maxLength={REASON_MAX}
              rows={4}
              placeholder={required ? '请填写原因' : '可填写原因'}
              onValueChange={(v) => edit('reason', v)}
            />
          </FormField>
        ) : null}
        {fields.length && doc.detail?.attachable ? (
          <section className={section} aria-label="附件">
            <h3 className={sectionTitle}>附件</h3>
            <DocumentFiles doc={doc} files={doc.detail.files} removable uploadable />
          </section>
        ) : null}
      </div>
    </Dialog>
  )
}
