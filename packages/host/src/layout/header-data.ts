// What the header shows, from the portal calls: company name, mail-icon visibility, unread count.
import { MAIL_HIDDEN_VARIANTS, type HomeVariant } from '../app/build-config'

export interface CompanyInfo {
  co_desc?: string | null
  co_addr?: string | null
  co_rep_title?: string | null
  remark?: string | null
}

/** Spec §3: the first non-empty of co_desc, co_addr, co_rep_title, remark of the first entry. */
export function companyName(data: unknown): string {
  const first = (Array.isArray(data) ? data[0] : data) as CompanyInfo | undefined
  if (!first || typeof first !== 'object') return ''
  for (const key of ['co_desc', 'co_addr', 'co_rep_title', 'remark'] as const) {
    const value = first[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return ''
}

/** Reads one setting from the web configuration, whether it came as rows or as one object. */
export function webConfigValue(data: unknown, key: string): string | undefined {
  const pick = (value: unknown) => (value === undefined || value === null ? undefined : String(value))
  if (Array.isArray(data)) {
    for (const row of data) {
      if (!row || typeof row !== 'object') continue
      const record = row as Record<string, unknown>
      if (key in record) return pick(record[key])
      const name = record.key ?? record.param_key ?? record.name ?? record.code
      if (name === key) return pick(record.value ?? record.param_value)
    }
    return undefined
  }
  if (data && typeof data === 'object') return pick((data as Record<string, unknown>)[key])
  return undefined
}

/** Company names with this word hide the mail icon (spec: "a specific word"); web config may set another. */
export const MAIL_HIDDEN_WORD = '工华'

/** Spec §2: the mail icon is hidden for some company variants and two build variants. */
export function mailIconHidden(variant: HomeVariant, company: string, webConfig: unknown): boolean {
  if (MAIL_HIDDEN_VARIANTS.includes(variant)) return true
  const shown = webConfigValue(webConfig, 'show_mail')
  if (shown === '0' || shown === 'false') return true
  const word = webConfigValue(webConfig, 'mail_hidden_word') ?? MAIL_HIDDEN_WORD
  return Boolean(word) && company.includes(word)
}

/** GetUnReadNum's Data as a count (a number, or an object carrying one). */
export function unreadCount(data: unknown): number {
  if (typeof data === 'number') return Number.isFinite(data) ? Math.max(0, data) : 0
  if (typeof data === 'string') return Math.max(0, Number(data) || 0)
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>
    for (const key of ['count', 'Count', 'UnReadNum', 'unread', 'total']) {
      if (key in record) return unreadCount(record[key])
    }
  }
  return 0
}
