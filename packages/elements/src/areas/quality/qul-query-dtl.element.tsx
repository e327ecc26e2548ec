import { useMemo, useRef, useState } from 'react'
import { DISPOSITIONS, handlingDocument, type HandlingLineRow } from '@scm/core/quality'
import { css } from 'styled-system/css'
import { defineElement } from '../../runtime'
import { useListController } from '../../list'
import { DocumentStatus } from '../../document/document-status'
import { useCan } from '../../resource/grants'
import { isStaff, useCurrentUser } from '../../session/current-user'
import { Button } from '../../ui/button'
import { DataTable, type Column } from '../../ui/data-table'
import { lazyPart } from '../../ui/lazy-part'
import { FilterBar, statusOptions, type FilterSpec } from '../../list/filter-bar'

const DocumentPanel = lazyPart(
  'DocumentPanel',
  () => import('../../document/document-panel').then((m) => m.DocumentPanel),
  () => null,
)

const screen = css({ display: 'flex', flexDirection: 'column', gap: '8px', p: '12px', minWidth: 0 })
const heading = css({ fontSize: '15px', fontWeight: '600', m: '0' })

// /QulManage/qulQueryDtl 判定处理明细 — every disposition line of the handlings (退货 / 让步接收 /
// 返工 / 报废 with quantity, reason, who and when), read-only; the handling number opens its
// document. The supplier sees the lines of his completed handlings.
function QulQueryDtl({ pageSize }: { pageSize?: number }) {
  const user = useCurrentUser()
  const can = useCan('QulManage_qulQueryDtl')
  const [opened, setOpened] = useState<number | null>(null)
  const open = useRef((_id: number) => {})
  open.current = setOpened
  const columns = useMemo<Column<HandlingLineRow>[]>(
    () => [
      {
        key: 'handle_no',
        title: '处理单号',
        sortable: true,
        width: 150,
        render: (row) => (
          <Button variant="text" aria-label={`查看判定处理单 ${row.handle_no}`} onClick={() => open.current(row.handling_id)}>
            {row.handle_no}
          </Button>
        ),
      },
      { key: 'status', title: '状态', width: 80, render: (row) => <DocumentStatus statuses={handlingDocument.status.values} value={row.status} /> },
      { key: 'disposition', title: '处理方式', sortable: true, width: 90 },
      { key: 'qty', title: '数量', kind: 'count', sum: true, sortable: true, width: 80 },
      { key: 'reason', title: '原因', width: 220 },
      { key: 'handler', title: '处理人', width: 80 },
      { key: 'handled_at', title: '完成时间', sortable: true, width: 150 },
      { key: 'insp_no', title: '检验单号', width: 150 },
      { key: 'supply_name', title: '供应商', width: 180 },
      { key: 'mtr_code', title: '物料编码', width: 120 },
      { key: 'mtr_name', title: '物料名称', width: 140 },
    ],
    [],
  )
  const list = useListController<HandlingLineRow>({ path: `${handlingDocument.basePath}/GetLines`, columns, rowKey: 'id', pageSize, stateKey: '/QulManage/qulQueryDtl' })
  const specs: FilterSpec[] = [
    { kind: 'select', name: 'disposition', label: '处理方式', options: statusOptions(DISPOSITIONS) },
    ...(isStaff(user) ? [{ kind: 'supplier', name: 'supplyid', label: '供应商' } as FilterSpec] : []),
    { kind: 'text', name: 'searchKey', label: '关键字', placeholder: '处理单号、检验单号、物料或原因' },
  ]
  return (
    <section className={screen} aria-label="判定处理明细">
      <h2 className={heading}>判定处理明细</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters}>
        {can('export') ? (
          <Button loading={list.exporting} onClick={() => void list.exportExcel(`${handlingDocument.basePath}/ExportLines`, '判定处理明细.xlsx')}>
            导出Excel
          </Button>
        ) : null}
      </FilterBar>
      <DataTable<HandlingLineRow> caption="判定处理明细列表" state={list.table} rows={list.rows} total={list.total} summary={list.summary} loading={list.loading} />
      {opened !== null ? <DocumentPanel def={handlingDocument} id={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  )
}

defineElement('scm-qul-query-dtl', QulQueryDtl, {
  description: '判定处理明细：各不合格批的处理方式、数量、原因、处理人与时间，点处理单号查看判定处理单',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
