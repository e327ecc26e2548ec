import { SLA_MARK_TONES, SLA_SETTINGS_PATH, slaText } from '@scm/core/crm'
import { DEFAULT_SLA_SETTINGS, type SlaSettings } from '@scm/core/business'
import type { ResourceRow } from '../../resource/columns'
import { useLoad } from '../../list/use-load'
import { oncePerClient } from '../../runtime/once-per-client'
import type { Column } from '../../ui/data-table'
import { StatusTag } from '../../ui/status-tag'

// 时效 of a work order: past, near (within the warning time, in the service department's business
// hours) or before its completion deadline (paused ones say so), with core's duration formatter.
// Shared by the staff screens and the WeChat repair widget.

// the settings are system parameters: asked once per client for the page's lifetime
const slaSettingsOf = oncePerClient((api) => api.get<SlaSettings>(SLA_SETTINGS_PATH, { silent: true }))

function useSlaSettings(): SlaSettings {
  return useLoad(slaSettingsOf, 'sla-settings').data ?? DEFAULT_SLA_SETTINGS
}

function SlaTag({ row }: { row: ResourceRow }) {
  const { mark, text } = slaText(row as { status?: unknown; complete_due?: unknown }, new Date(), useSlaSettings())
  return mark ? (
    <StatusTag status={mark} tone={SLA_MARK_TONES[mark]}>
      {text}
    </StatusTag>
  ) : null
}

/** The 时效 column, to stand beside the deadline column. */
export function slaColumn(): Column<ResourceRow> {
  return {
    key: 'sla',
    title: '时效',
    width: 150,
    render: (row) => <SlaTag row={row} />,
  }
}

/** The columns with 时效 right after 完工期限 (or before the last, the operations, when there is none). */
export const withSla = (columns: Column<ResourceRow>[]) => {
  const at = columns.findIndex((c) => c.key === 'complete_due')
  return at < 0 ? [...columns.slice(0, -1), slaColumn(), ...columns.slice(-1)] : [...columns.slice(0, at + 1), slaColumn(), ...columns.slice(at + 1)]
}
