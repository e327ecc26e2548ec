import { Suspense, useMemo, useRef, useState } from 'react'
import { defineElement } from '../../runtime'
import { useCan } from '../../resource/grants'
import { Button } from '../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { Tabs } from '../../ui/tabs'
import { batchColumns } from './batch/batch-columns'
import { isStaff, useCurrentUser } from '../../session/current-user'
import { FilterBar, type FilterSpec } from '../../list/filter-bar'
import { heading, screen } from '../../ui/layout'
import type { BatchRow } from '@scm/core/business'
import { useListController } from '../../list'
import { lazyPart } from '../../ui/lazy-part'
import { ORDER_PATHS } from '@scm/core/order'

const BatchNoteDialog = lazyPart('BatchNoteDialog', () => import('./shared/batch-note-dialog').then((m) => m.BatchNoteDialog), () => <p role="status">加载中…</p>)

// /order/supplySendRecord 超期未交货批次: delivery batches whose planned arrival has passed and
// that are not fully received (a supplier sees its own, staff all); 全部批次 lists every batch.
// 送货单 opens the printable delivery note.

const SCOPES = [
  { value: 'overdue', label: '超期未收货', path: ORDER_PATHS.overdueBatches },
  { value: 'all', label: '全部批次', path: ORDER_PATHS.batches },
]

function SupplySendRecord({ pageSize }: { pageSize?: number }) {
  const user = useCurrentUser()
  const can = useCan('order_supplySendRecord')
  const [scope, setScope] = useState('overdue')
  const [noteOf, setNoteOf] = useState<number | null>(null)
  const open = useRef((_row: BatchRow) => {})
  open.current = (row) => setNoteOf(row.id)
  const columns = useMemo<Column<BatchRow>[]>(
    () => [
      ...batchColumns,
      actionsColumn<BatchRow>(
        (row) => (
          <Button variant="text" aria-label={`查看送货单 ${row.batch_no}`} onClick={() => open.current(row)}>
            送货单
          </Button>
        ),
        { width: 80, align: 'center' },
      ),
    ],
    [],
  )
  const path = SCOPES.find((s) => s.value === scope)!.path
  const list = useListController<BatchRow>({ path, columns, rowKey: 'id', pageSize, defaultSort: null })
  const specs: FilterSpec[] = [
    { kind: 'text', name: 'batch_no', label: '送货单号' },
    { kind: 'text', name: 'order_no', label: '订单号' },
    ...(!isStaff(user) ? [] : [{ kind: 'supplier', name: 'supplyid', label: '供应商' } as FilterSpec]),
    { kind: 'dateRange', name: 'ship_date', label: '发货日期' },
  ]
  const table = <DataTable<BatchRow> caption="送货批次列表" state={list.table} rows={list.rows} total={list.total} summary={list.summary} loading={list.loading} />
  return (
    <section className={screen} aria-label="超期未交货批次">
      <h2 className={heading}>超期未交货批次</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters}>
        {can('export') ? (
          <Button loading={list.exporting} onClick={() => void list.exportExcel(ORDER_PATHS.batchesExport, scope === 'overdue' ? '超期未交货批次.xlsx' : '送货批次.xlsx', { overdue: scope === 'overdue' })}>
            导出Excel
          </Button>
        ) : null}
      </FilterBar>
      <Tabs
        aria-label="批次范围"
        value={scope}
        onValueChange={setScope}
        keepMounted={false}
        items={SCOPES.map((s) => ({ value: s.value, label: s.label, content: s.value === scope ? table : null }))}
      />
      {noteOf !== null ? (
        <Suspense fallback={<p role="status">加载中…</p>}>
          <BatchNoteDialog batchId={noteOf} onClose={() => setNoteOf(null)} />
        </Suspense>
      ) : null}
    </section>
  )
}

defineElement('scm-order-supply-send-record', SupplySendRecord, {
  description: '超期未交货批次：预计到货日已过且未收完的送货批次（供应商只见本供应商），可查看并打印送货单',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
