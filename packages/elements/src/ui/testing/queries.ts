// Role queries over a shadow root, the way a screen reader sees the kit: explicit roles, the
// implicit roles of the HTML elements we use, and accessible names from aria-labelledby,
// aria-label, <label>, captions and text.

import { nextLook, WAIT_MS } from '../../../test/support/dom'

type Root = ShadowRoot | Document | Element

const IMPLICIT: Record<string, string> = {
  button: 'button,input[type=button],input[type=submit],input[type=reset]',
  textbox: 'input:not([type]),input[type=text],input[type=email],input[type=tel],input[type=url],textarea',
  searchbox: 'input[type=search]',
  checkbox: 'input[type=checkbox]',
  combobox: 'select:not([multiple])',
  table: 'table',
  row: 'tr',
  columnheader: 'thead th,th[scope=col]',
  cell: 'td',
  rowgroup: 'thead,tbody,tfoot',
  navigation: 'nav',
  dialog: 'dialog',
  paragraph: 'p',
  list: 'ul,ol',
  listitem: 'li',
  progressbar: 'progress',
}

function hiddenFromReaders(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)) {
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return true
  }
  // visually hidden inputs (Ark's hidden checkbox inputs) are still read
  if (el instanceof HTMLInputElement) return false
  return !el.checkVisibility({ visibilityProperty: true })
}

/** Text a screen reader reads: aria-hidden and hidden parts left out. */
function textOf(el: Element): string {
  let text = ''
  for (const node of el.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true' && !node.hasAttribute('hidden')) {
      text += ` ${textOf(node)} `
    }
  }
  return text.replace(/\s+/g, ' ').trim()
}

/** The accessible name, simplified to what the kit uses. */
export function nameOf(el: Element): string {
  const root = el.getRootNode() as ShadowRoot | Document
  const labelledby = el.getAttribute('aria-labelledby')
  if (labelledby) {
    const text = labelledby
      .split(/\s+/)
      .map((id) => root.getElementById(id))
      .filter((n): n is HTMLElement => !!n)
      .map(textOf)
      .join(' ')
    if (text) return text
  }
  const label = el.getAttribute('aria-label')
  if (label) return label.trim()
  if (el.id) {
    const forLabel = root.querySelector(`label[for="${CSS.escape(el.id)}"]`)
    if (forLabel) return textOf(forLabel)
  }
  const wrapping = el.closest('label')
  if (wrapping) return textOf(wrapping)
  if (el instanceof HTMLTableElement && el.caption) return textOf(el.caption)
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el.title || el.placeholder || ''
  return textOf(el) || el.getAttribute('title') || ''
}

export interface RoleQuery {
  name?: string | RegExp
}

export function queryAllByRole(root: Root, role: string, { name }: RoleQuery = {}): HTMLElement[] {
  const selector = [`[role="${role}"]`, IMPLICIT[role]].filter(Boolean).join(',')
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => {
    const explicit = el.getAttribute('role')
    if (explicit && explicit !== role) return false
    if (hiddenFromReaders(el)) return false
    if (name === undefined) return true
    const accessible = nameOf(el)
    return typeof name === 'string' ? accessible === name : name.test(accessible)
  })
}

export function getAllByRole(root: Root, role: string, query: RoleQuery = {}): HTMLElement[] {
  const found = queryAllByRole(root, role, query)
  if (!found.length) throw new Error(`no ${role}${query.name ? ` named ${String(query.name)}` : ''}`)
  return found
}

export function getByRole(root: Root, role: string, query: RoleQuery = {}): HTMLElement {
  const found = getAllByRole(root, role, query)
  if (found.length > 1) throw new Error(`${found.length} elements with role ${role}${query.name ? ` named ${String(query.name)}` : ''}`)
  return found[0]!
}

export function queryByRole(root: Root, role: string, query: RoleQuery = {}): HTMLElement | null {
  return queryAllByRole(root, role, query)[0] ?? null
}

/** Retries `check` until it stops throwing (React and Ark update asynchronously; CI shares two cores). */
export async function waitFor<T>(check: () => T, timeout = WAIT_MS): Promise<T> {
  const start = performance.now()
  for (let attempt = 0; ; attempt++) {
    try {
      return check()
    } catch (error) {
      if (performance.now() - start > timeout) throw error
      await nextLook(attempt)
    }
  }
}

/** The element a role query finds, once it appears. */
export const findByRole = (root: Root, role: string, query: RoleQuery = {}, timeout?: number) =>
  waitFor(() => getByRole(root, role, query), timeout)
