// GET /api/Home/GetWidgets?home=<file|scm|gonghua> → the caller's home widgets with live data.
// The server picks the set from the plugin configuration (per home variant and role) and leaves out
// any widget whose data source is not built yet; a supplier's counts are its own.
import { SHELL_PATHS, type StatusTone } from '@scm/core'

export interface WidgetItem {
  /** What a reader looks for (a work order's or an order's number, a title): shown whole first. */
  label: string
  value?: string | number
  /** The status tags' tone of `value` (overdue: 'error'); without it the tags' own table decides. */
  tone?: StatusTone
  /** YYYY-MM-DD HH:mm:ss */
  time?: string
  link?: string
}

export interface HomeWidget {
  id: string
  title: string
  /** Route that shows the widget's records. */
  link?: string
  /** A single figure (e.g. unread mail). */
  count?: number
  /** Rows: latest bulletins, or labelled figures (to-do counts). */
  items?: WidgetItem[]
}

export interface HomeWidgets {
  home: string
  widgets: HomeWidget[]
}

export const WIDGETS_PATH = SHELL_PATHS.widgets

/**
 * Widgets the page draws as an element (by its tag, as any screen) that reads its own data: the
 * role's cockpit and the supplier's scorecard (issue 40). Their sources answer no rows.
 */
export const ELEMENT_WIDGETS: Readonly<Record<string, string>> = {
  cockpit: 'scm-cockpit',
  supplierScorecard: 'scm-supplier-scorecard',
}
