import { expect } from 'chai'
import { sendKeys } from '@web/test-runner-commands'
import { isSignedPath, SIGN_HEADER, signRequest } from '@scm/core'
import { waitFor } from '../../../test/support/dom'

// Browser-side helpers of the resource screen tests: the real server under /scm-api, and the
// way a keyboard user fills the generated forms.

export const API = '/scm-api'

export async function tokenOf(username: string): Promise<string> {
  const answer = await fetch(`${API}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: 'Scm@2026' }),
  })
  const body = (await answer.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`登录 ${username} 失败：${JSON.stringify(body)}`)
  return body.access_token
}

type Hook = (this: { timeout(ms: number): void }) => Promise<void>

/**
 * Signs the users in before the file's tests (mocha `before`: the first call migrates and seeds the
 * server's in-memory database, which may take minutes); the tokens are there once the tests run.
 */
export function tokensBefore(...users: string[]): Record<string, string> {
  const tokens: Record<string, string> = {}
  ;(globalThis as unknown as { before: (hook: Hook) => void }).before(async function () {
    this.timeout(180_000)
    for (const user of users) tokens[user] = await tokenOf(user)
  })
  return tokens
}

/** POSTs a call as `token` and answers its Data (account calls signed, as core's client signs them); a refusal throws with the server's message. */
export async function apiPost<T>(path: string, token: string, body: object): Promise<T> {
  const text = JSON.stringify(body)
  const signed: Record<string, string> = isSignedPath(path) ? { [SIGN_HEADER]: signRequest(API, path, text) } : {}
  const answer = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...signed },
    body: text,
  })
  const envelope = (await answer.json()) as { Code: number; Msg: string; Data: T }
  if (envelope.Code !== 1) throw new Error(`${path}: ${envelope.Msg}`)
  return envelope.Data
}

export function apiList(path: string, token: string, body: object) {
  return apiPost<{ rows: Record<string, unknown>[]; total: number; summary?: Record<string, number> }>(path, token, { page: 1, rows: 10, ...body })
}

/** The button a user would name (its aria-label, else its text). */
export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  )
  if (!found) throw new Error(`没有按钮“${name}”`)
  return found
}
/** The button, once it is there: a screen's buttons often come with a later load (the caller's rights) than its rows. */
export const findButton = (root: ParentNode, name: string) =>
  waitFor(() => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name), `按钮“${name}”`)
export const hasButton = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].some((b) => b.textContent?.trim() === name)
export const bodyRows = (root: ShadowRoot) => [...root.querySelectorAll<HTMLTableRowElement>('tbody tr')]
export const rowTexts = (root: ShadowRoot) => bodyRows(root).map((r) => r.textContent ?? '')
export const openDialog = (root: ShadowRoot) =>
  waitFor(() => root.querySelector<HTMLElement>('[role="dialog"][data-state="open"]'), '对话框打开')
export const dialogClosed = (root: ShadowRoot) => waitFor(() => !root.querySelector('[role="dialog"][data-state="open"]'), '对话框关闭')

/** The field wrapper (label, control, error text) around the control named `name`. */
export function fieldOf(dialog: HTMLElement, name: string): HTMLElement {
  const control = dialog.querySelector(`[name="${name}"]`)
  const root = control?.closest<HTMLElement>('[data-scope="field"][data-part="root"]')
  if (!root) throw new Error(`没有字段 ${name}`)
  return root
}

/** Replaces the text of an input as a user would (select all, delete, type). */
export async function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  input.focus()
  input.select()
  await sendKeys({ press: 'Backspace' })
  if (text) await sendKeys({ type: text })
}

/** Picks an option of a Select by keyboard. */
export async function choose(root: ShadowRoot, scope: HTMLElement, label: string, option?: string) {
  // a select drawn by a lazily loaded part appears a moment after the rest of its screen
  const trigger = await waitFor(() => scope.querySelector<HTMLElement>(`[data-part="trigger"][aria-label="${label}"]`), `下拉框 ${label}`)
  trigger.focus()
  await sendKeys({ press: 'Enter' })
  const listbox = await waitFor(() => root.querySelector<HTMLElement>('[role="listbox"][data-state="open"]'), `${label}列表展开`)
  // the select moves focus into the list a frame after opening; until then the trigger has the
  // keys, and an open select's trigger ignores Enter (a loaded machine's frame is late)
  await waitFor(() => root.activeElement && listbox.contains(root.activeElement), `${label}列表获得焦点`)
  const options = await waitFor(() => {
    const found = [...listbox.querySelectorAll<HTMLElement>('[role="option"]')]
    return found.length > 0 && found
  }, `${label}的选项`)
  const index = option === undefined ? 0 : options.findIndex((o) => o.textContent?.includes(option))
  if (index < 0) throw new Error(`没有选项 ${option}`)
  const wanted = options[index]!
  // from the option highlighted on opening (the chosen one, if any) towards the wanted one
  for (let step = 0; step <= options.length && !wanted.hasAttribute('data-highlighted'); step++) {
    const at = options.findIndex((o) => o.hasAttribute('data-highlighted'))
    await sendKeys({ press: at > index ? 'ArrowUp' : 'ArrowDown' })
  }
  expect(wanted.hasAttribute('data-highlighted'), `高亮 ${wanted.textContent}`).to.equal(true)
  const text = (wanted.querySelector('[data-part="item-text"]') ?? wanted).textContent?.trim() ?? ''
  await sendKeys({ press: 'Enter' })
  await waitFor(() => trigger.textContent?.includes(text), `已选 ${text}`)
}

export async function search(root: ShadowRoot, text: string) {
  await typeInto(root.querySelector<HTMLInputElement>('input[type="search"]')!, text)
  await sendKeys({ press: 'Enter' })
}
