import { expect } from 'chai'
import { COCKPIT_PATHS, type CockpitAnswer, type FigureRecordsPage } from '@scm/core/cockpit'
import { mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, button, dialogClosed } from '../../resource/testing/browser'

// Steps of the cockpit's browser tests (against THE product server under /scm-api): read what the
// server answers, open a cockpit, click a number and read the records list it opens.

/** GETs a cockpit call as `token` and answers its Data; a refusal throws with the server's message. */
export async function cockpitGet<T>(path: string, token: string, query: Record<string, string | number>): Promise<T> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  const answer = await fetch(`${API}${path}?${search}`, { headers: { Authorization: `Bearer ${token}` } })
  const envelope = (await answer.json()) as { Code: number; Msg: string; Data: T }
  if (envelope.Code !== 1) throw new Error(`${path}: ${envelope.Msg}`)
  return envelope.Data
}

export const figuresOf = (token: string, query: Record<string, string> = {}) => cockpitGet<CockpitAnswer>(COCKPIT_PATHS.figures, token, query)
export const recordsOf = (token: string, query: Record<string, string | number>) => cockpitGet<FigureRecordsPage>(COCKPIT_PATHS.records, token, query)

/** The cards of a cockpit or a scorecard, by figure id. */
export const cardsOf = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('article[data-figure]')]

/** Waits until the element shows the answer of its last read (cards drawn, nothing loading). */
export const figuresShown = (root: ShadowRoot, what: string) =>
  waitFor(() => root.querySelector('section[aria-busy="false"]') && cardsOf(root).length > 0, what)

/** Mounts `<tag>` as `token` and waits for its cards. */
export async function mountCockpit(tag: string, token: string, attributes = ''): Promise<{ element: HTMLElement; root: ShadowRoot }> {
  const element = await mountElement(`<${tag} api-base="${API}" token="${token}" ${attributes}></${tag}>`)
  const root = shadowOf(element)
  await figuresShown(root, `${tag} 指标卡片`)
  return { element, root }
}

/** Presses a period of the period switch and waits for the answer of that period. */
export async function choosePeriod(root: ShadowRoot, label: string, periodLabel: (text: string) => boolean) {
  const group = root.querySelector('[role="group"][aria-label="统计期间"]')!
  button(group, label).click()
  await waitFor(() => group.querySelector(`button[aria-pressed="true"]`)?.textContent === label, `选中 ${label}`)
  await waitFor(() => root.querySelector('section[aria-busy="false"]') && periodLabel(root.querySelector('h2')?.parentElement?.textContent ?? ''), `${label} 的指标`)
}

export interface RecordsShown {
  /** 共 N 条 */
  total: string
  /** the part's 合计, when it is a quantity */
  sum: string | null
  rows: number
  title: string
}

/** Clicks `opener`, waits for the records dialog to have its answer, reads it and closes it. */
export async function readRecords(root: ShadowRoot, opener: HTMLElement, what: string): Promise<RecordsShown> {
  opener.click()
  const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"][data-state="open"]'), `${what} 明细对话框打开`)
  const summary = await waitFor(() => dialog.querySelector<HTMLElement>('[data-testid="records-summary"][aria-busy="false"]'), `${what} 明细加载`)
  const shown: RecordsShown = {
    total: summary.querySelector('[data-testid="records-total"]')!.textContent!.trim(),
    sum: summary.querySelector('[data-testid="records-sum"]')?.textContent?.trim() ?? null,
    rows: [...dialog.querySelectorAll('tbody tr')].filter((row) => row.querySelector('td[data-label]')).length,
    title: dialog.querySelector('[data-part="title"]')?.textContent ?? '',
  }
  button(dialog, '关闭').click()
  await dialogClosed(root)
  return shown
}

/** The number a records list adds up to: its 合计 for a quantity, else its count. */
export const listed = (shown: RecordsShown) => shown.sum ?? shown.total

/** No part of `root` reaches past the right edge of a phone; the page does not scroll sideways. */
export function expectFits(root: ShadowRoot, width: number) {
  expect(document.documentElement.scrollWidth, '页面不横向滚动').to.be.at.most(width)
  for (const part of root.querySelectorAll<HTMLElement>('article, table, button, svg')) {
    const box = part.getBoundingClientRect()
    if (box.width) expect(box.right, part.getAttribute('aria-label') ?? part.outerHTML.slice(0, 80)).to.be.at.most(width + 0.5)
  }
}
