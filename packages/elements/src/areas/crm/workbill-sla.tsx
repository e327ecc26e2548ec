import { SLA_MARK_TONES, slaText } from '@scm/core'
import type { ResourceRow } from '../../resource/columns'
import type { Column } from '../../ui/data-table'
import { StatusTag } from '../../ui/status-tag'

// 时效 of a work order: past, near or before its completion deadline (paused ones say so), with
// core's duration formatter. Shared by the staff screens and the WeChat repair widget.

/** The 时效 column, to stand beside the deadline column. */
export function slaColumn(): Column<ResourceRow> {
  return {
    key: 'sla',
    title: '时效',
    width: 150,
    render: (row) => {
      const { mark, text } = slaText(row as { status?: unknown; complete_due?: unknown }, new Date())
      return mark ? (
        <StatusTag status={mark} tone={SLA_MARK_TONES[mark]}>
          {text}
        </StatusTag>
      ) : null
    },
  }
}

/** The columns with 时效 right after 完工期限 (or before the last, the operations, when there is none). */
export const withSla = (columns: Column<ResourceRow>[]) => {
  const at = columns.findIndex((c) => c.key === 'complete_due')
  return at < 0 ? [...columns.slice(0, -1), slaColumn(), ...columns.slice(-1)] : [...columns.slice(0, at + 1), slaColumn(), ...columns.slice(at + 1)]
}
