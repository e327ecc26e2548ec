import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { formatCount } from '@scm/core'
import { COCKPIT_PATHS, DIMENSION_TITLES, type CockpitPeriod, type FigureRecordsPage, type RecordColumn } from '@scm/core/cockpit'
import { useListController } from '../../list'
import { DataTable, type Column } from '../../ui/data-table'
import { Dialog } from '../../ui/dialog'
import { muted } from '../../ui/layout'
import type { RecordsTarget } from './figure-card'
import { Segmented } from './figure-parts'
import { isNow, partsOf, partText, type FigurePartName } from './figure-view'

// The records behind a number (GET /api/Cockpit/GetFigureRecords): exactly those the figure counts,
// already filtered to its period and breakdown row, paged; the kit's table (cards under 600px).
// Its total (or, for a quantity, its 合计) is the number that was clicked.

type RecordRow = Record<string, string | number | null>

const KINDS: Record<RecordColumn['kind'], Column<RecordRow>['kind']> = { text: 'text', date: 'text', datetime: 'text', number: 'qty', money: 'money' }
const WIDTHS: Record<RecordColumn['kind'], number> = { text: 150, date: 100, datetime: 150, number: 100, money: 120 }

const summaryLine = css({ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', alignItems: 'baseline', fontSize: '13px', m: '0' })
const head = css({ display: 'flex', flexDirection: 'column', gap: '8px', mb: '8px' })

interface ListProps {
  target: RecordsTarget
  part: FigurePartName
  period: CockpitPeriod
}

function RecordsList({ target, part, period }: ListProps) {
  const { def, by, row } = target
  const declared = def[part]!
  const columns = useMemo<Column<RecordRow>[]>(
    () => declared.columns.map((c) => ({ key: c.key, title: c.label, kind: KINDS[c.kind], width: WIDTHS[c.kind] })),
    [declared],
  )
  const list = useListController<RecordRow>({
    path: COCKPIT_PATHS.records,
    method: 'GET',
    // the figure's own filter, never the user's: '' is a breakdown row without a value, kept as sent
    request: () => ({ figure: def.id, part, period: period.kind, at: period.at, ...(by && row ? { by, dim: row.key } : {}) }),
    columns,
    rowKey: (record) => String(record.id),
    pageSize: 10,
  })
  const answer = list.answer as unknown as Partial<FigureRecordsPage>
  // while loading: …; after a failure (the client showed why): —
  const shown = (text: () => string) => (list.loading ? '…' : list.failed ? '—' : text())
  return (
    <>
      <p className={summaryLine} aria-live="polite" aria-busy={list.loading} data-testid="records-summary">
        <span>
          共 <strong data-testid="records-total">{shown(() => formatCount(list.total))}</strong> 条
        </span>
        {declared.sum ? (
          <span>
            {declared.label}合计 <strong data-testid="records-sum">{shown(() => partText(declared, answer.sum ?? 0))}</strong>
          </span>
        ) : null}
      </p>
      <DataTable<RecordRow> caption={`${def.name}·${declared.label}明细`} state={list.table} rows={list.rows} total={list.total} loading={list.loading} emptyText="没有记录" />
    </>
  )
}

export interface FigureRecordsProps {
  target: RecordsTarget
  period: CockpitPeriod
  onClose: () => void
}

/**
 * The dialog of a figure's records, mounted for one opening (a number clicked right after the last
 * dialog closed opens a fresh one); 分子 / 分母 switch between the two lists of a rate.
 */
export function FigureRecords({ target, period, onClose }: FigureRecordsProps) {
  const [part, setPart] = useState(target.part)
  const { def, by, row } = target
  const parts = partsOf(def)
  return (
    <Dialog open onClose={onClose} size="large" title={`${def.name} · ${def[part]!.label}`}>
      <div className={head}>
        <p className={muted}>
          {isNow(def) ? '当前实时' : period.label}
          {by && row ? `　${DIMENSION_TITLES[by]}：${row.name || '（未填）'}` : ''}
        </p>
        {parts.length > 1 ? <Segmented label="明细" options={parts.map((value) => ({ value, label: def[value]!.label }))} value={part} onChange={setPart} /> : null}
      </div>
      <RecordsList key={part} target={target} part={part} period={period} />
    </Dialog>
  )
}
