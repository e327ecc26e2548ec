// Data sources of the home widgets, registered in code by id. The plugin configuration (sys_gadget)
// decides who sees which widget; a configured widget without a source here (its area is not built
// yet) is not in the answer. An area adds its widget with `registerWidgetSource` in its own module
// (e.g. orders: ordersAwaitingConfirmation, scoped to the supplier through ownerScope).
import type { StatusTone } from '@scm/core'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'

export interface WidgetItem {
  label: string
  value?: string | number
  /**
   * What `value` means for the reader, in the status tags' tones (core's StatusTone): 'error' for
   * overdue, 'warning' for due soon… Written by the source from its area's own vocabulary; without
   * it the page colours a value by the status tags' table (order statuses and the like).
   */
  tone?: StatusTone
  /** YYYY-MM-DD HH:mm:ss */
  time?: string
  link?: string
}

/** What a source answers; title and id come from the configuration. */
export interface WidgetData {
  /** Route that lists the widget's records. */
  link?: string
  count?: number
  items?: WidgetItem[]
}

export interface WidgetContext {
  db: Db
  user: CurrentUser
}

export type WidgetSource = (context: WidgetContext) => Promise<WidgetData>

const sources = new Map<string, WidgetSource>()

export function registerWidgetSource(id: string, source: WidgetSource): void {
  sources.set(id, source)
}

export function widgetSource(id: string): WidgetSource | undefined {
  return sources.get(id)
}
