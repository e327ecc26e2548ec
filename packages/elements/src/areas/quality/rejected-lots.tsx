import { useMemo, useRef } from 'react'
import { formatNumber } from '@scm/core'
import { inspectionDocument } from '@scm/core/quality'
import { useListController } from '../../list'
import { Button } from '../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { kitRequest, LOT_COLUMNS, useReloadOn, type InspectionRow } from './inspection-lists'

// The lots judged 不合格 and not yet handled (inspection status 不合格), with 处理 opening a new
// 判定处理单 for the lot.

export function RejectedLots({ onHandle, version }: { onHandle: (row: InspectionRow) => void; version: number }) {
  const handle = useRef(onHandle)
  handle.current = onHandle
  const columns = useMemo<Column<InspectionRow>[]>(
    () => [
      ...LOT_COLUMNS,
      { key: 'defect_total', title: '不合格数', kind: 'count', width: 80 },
      { key: 'rejected_qty', title: '不合格数量', kind: 'count', width: 90 },
      { key: 'inspected_at', title: '判定时间', width: 150 },
      actionsColumn<InspectionRow>(
        (row) => (
          <Button variant="text" aria-label={`处理 ${String(row.insp_no)}（${formatNumber(Number(row.rejected_qty), 'count')}）`} onClick={() => handle.current(row)}>
            处理
          </Button>
        ),
        { width: 70, align: 'center' },
      ),
    ],
    [],
  )
  const list = useListController<InspectionRow>({
    path: `${inspectionDocument.basePath}/GetList`,
    request: kitRequest({ status: { op: 'eq', value: '不合格' } }),
    columns,
    rowKey: 'id',
    defaultSort: { key: 'id', order: 'desc' },
    pageSize: 5,
  })
  useReloadOn(version, list.reload)
  return <DataTable<InspectionRow> caption="待处理的不合格批列表" state={list.table} rows={list.rows} total={list.total} loading={list.loading} />
}
