import { validateField } from '../resource/validate-record'
import type { DocumentAction, DocumentDef } from './define'

// An action's form (a supplier's 8D answer), apart from the definitions: lists and other screens
// that never open one do not load the field checks.

/** The fields of the actions' forms (shown in their own panels, not among the header's facts). */
export function actionFormFields(def: DocumentDef): Set<string> {
  return new Set(def.actions.flatMap((a) => a.form?.fields ?? []))
}

/**
 * Checks the values of an action's form in a call's body: each field as its definition says, and
 * required. Answers the values by field name and the first message per field.
 */
export function checkActionForm(def: DocumentDef, action: DocumentAction, body: Record<string, unknown>): { value: Record<string, unknown>; errors: Record<string, string> } {
  const value: Record<string, unknown> = {}
  const errors: Record<string, string> = {}
  for (const name of action.form?.fields ?? []) {
    const checked = validateField({ ...def.fields[name]!, required: true }, body[name])
    if (checked.error) errors[name] = checked.error
    else value[name] = checked.value
  }
  return { value, errors }
}
