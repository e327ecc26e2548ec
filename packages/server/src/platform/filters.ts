import { refuse } from '../http/envelope'

// List filters arrive as text from a query string or as JSON values; '' means "no filter".

export function filterText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') refuse('查询条件格式错误')
  return String(value).trim()
}

/** '1'/'0'/true/false → boolean; '' → undefined (no filter). */
export function filterFlag(value: unknown, label: string): boolean | undefined {
  const text = filterText(value).toLowerCase()
  if (text === '') return undefined
  if (text === '1' || text === 'true') return true
  if (text === '0' || text === 'false') return false
  refuse(`${label}只能是 0 或 1`)
}

/** A positive integer id, or undefined for ''. */
export function filterId(value: unknown, label: string): number | undefined {
  const text = filterText(value)
  if (text === '' || text === '0') return undefined
  const n = Number(text)
  if (!Number.isInteger(n) || n < 1) refuse(`${label}编号格式不正确`)
  return n
}
