// Field rules shared by forms (checked on blur) and the server (checked before saving), so a
// message reads the same wherever the value is refused.

export type RuleTrigger = 'blur' | 'change'

export interface Rule {
  trigger: RuleTrigger
  /** shown when the rule fails */
  message: string
  required?: boolean
  /** maximum length in characters */
  max?: number
  pattern?: RegExp
  /** extra check; true when the value is acceptable (`record`: the other values of its form or line, for rules between fields) */
  check?: (value: unknown, record: Readonly<Record<string, unknown>>) => boolean
}

export const CODE_MESSAGE = '编码只能为数字'

/** Text inputs are trimmed of surrounding spaces; other values pass unchanged. */
export function trimText<T>(value: T): T {
  return (typeof value === 'string' ? value.trim() : value) as T
}

/** Trims every string field of a record (a form's values before validating or saving). */
export function trimFields<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) out[key] = trimText(value)
  return out as T
}

/** A base code: digits only (an empty value is left to a required rule). */
export const codeRule: Rule = Object.freeze({ trigger: 'blur', message: CODE_MESSAGE, pattern: /^\d+$/ })

export interface TextRuleOptions {
  required?: boolean
  max: number
  /** message of the length rule; default 请输入${max}个字符以内的字符 */
  message?: string
  /** field name in the required message 请输入${label} */
  label?: string
}

export function maxLengthMessage(max: number): string {
  return `请输入${max}个字符以内的字符`
}

/** The generic text rule (spec §5): optional required, maximum length, on blur. */
export function textRule({ required, max, message, label }: TextRuleOptions): Rule[] {
  const rules: Rule[] = []
  if (required) rules.push({ trigger: 'blur', required: true, message: `请输入${label ?? '内容'}` })
  rules.push({ trigger: 'blur', max, message: message ?? maxLengthMessage(max) })
  return rules
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** Length as a reader counts it: one per character, also for characters outside the BMP. */
function charLength(value: unknown): number {
  return [...String(value)].length
}

/** First failing rule's message, or null when the (trimmed) value passes every rule. */
export function validateValue(rules: readonly Rule[] | Rule | undefined, value: unknown, record: Readonly<Record<string, unknown>> = {}): string | null {
  const list = rules === undefined ? [] : Array.isArray(rules) ? rules : [rules as Rule]
  const trimmed = trimText(value)
  for (const rule of list) {
    if (isEmpty(trimmed)) {
      if (rule.required) return rule.message
      continue
    }
    if (rule.max !== undefined && charLength(trimmed) > rule.max) return rule.message
    if (rule.pattern && !rule.pattern.test(String(trimmed))) return rule.message
    if (rule.check && !rule.check(trimmed, record)) return rule.message
  }
  return null
}

export interface FormToValidate {
  rules: Record<string, readonly Rule[] | Rule | undefined>
  values: Record<string, unknown>
}

export interface FormVerdict {
  valid: boolean
  /** field → first message */
  errors: Record<string, string>
}

/** Checks every field that has rules; a dialog with no form confirms as valid (spec §5). */
export function validateForm(form?: FormToValidate | null): FormVerdict {
  const errors: Record<string, string> = {}
  if (!form) return { valid: true, errors }
  for (const [field, rules] of Object.entries(form.rules)) {
    const message = validateValue(rules, form.values[field], form.values)
    if (message) errors[field] = message
  }
  return { valid: Object.keys(errors).length === 0, errors }
}
