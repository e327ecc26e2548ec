import { useMemo, useRef } from 'react'
import { equipAccountDocument, EQUIP_PATHS, REMINDER_STATES, type ReminderRow } from '@scm/core/equip'
import { useListController } from '../../list'
import { FilterBar, statusOptions } from '../../list/filter-bar'
import { useCan } from '../../resource/grants'
import { useRefOptions } from '../../resource/use-ref-options'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { heading, muted, screen } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'

// /equip/equipMainItemWran 保养提醒: the plans due within their lead time (临期) and past their due date
// or reading (超期, for how long — by the server's clock), most urgent first, by workshop, with export.
// Overdue rows name the workshop supervisor they escalated to. A technician sees his workshop's.

const FN = 'equip_equipMainItemWran'
const toneOf = (state: string) => REMINDER_STATES.find((s) => s.value === state)?.tone ?? 'default'

function EquipMainItemWran({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const workshops = useRefOptions(api, equipAccountDocument, 'workshop_id')
  const open = useRef((_row: ReminderRow) => {})
  open.current = (row) => emit('scm-navigate', { path: `/equip/equipAccount?id=${row.equip_id}` })
  const columns = useMemo<Column<ReminderRow>[]>(
    () => [
      { key: 'state', title: '提醒', width: 70, render: (r) => <StatusTag status={r.state} tone={toneOf(r.state)} /> },
      { key: 'asset_no', title: '资产编号', width: 150 },
      { key: 'equip_name', title: '设备名称', width: 150 },
      { key: 'workshop_name', title: '所属车间', width: 100 },
      { key: 'item_name', title: '保养项目', width: 150 },
      { key: 'next_due_date', title: '下次保养日期', width: 110 },
      { key: 'next_due_hours', title: '下次保养读数', kind: 'qty', width: 100 },
      { key: 'running_hours', title: '当前运行小时', kind: 'qty', width: 100 },
      { key: 'due_text', title: '到期情况', width: 160, render: (r) => <span data-state={r.state}>{r.due_text}</span> },
      { key: 'escalated_to', title: '升级至', width: 90 },
      actionsColumn<ReminderRow>(
        (r) => (
          <Button variant="text" aria-label={`查看设备 ${r.equip_name}`} onClick={() => open.current(r)}>
            查看设备
          </Button>
        ),
        { width: 80, align: 'center' },
      ),
    ],
    [],
  )
  const list = useListController<ReminderRow>({ path: EQUIP_PATHS.reminders, columns, rowKey: 'id', pageSize, stateKey: '/equip/equipMainItemWran' })
  return (
    <section className={screen} aria-label="保养提醒">
      <h2 className={heading}>保养提醒</h2>
      <p className={muted}>临期：进入提前期的保养项目；超期：已过保养日期或运行小时读数。按服务器时间计算。</p>
      <FilterBar
        specs={[
          { kind: 'select', name: 'state', label: '提醒状态', options: statusOptions(REMINDER_STATES.map((s) => s.value)) },
          { kind: 'select', name: 'workshop_id', label: '所属车间', options: workshops },
          { kind: 'text', name: 'searchKey', label: '关键字', placeholder: '设备、资产编号或保养项目' },
        ]}
        value={list.filters}
        onApply={list.setFilters}
      >
        {can('export') ? (
          <Button disabled={list.exporting} onClick={() => void list.exportExcel(EQUIP_PATHS.remindersExport, '保养提醒')}>
            导出Excel
          </Button>
        ) : null}
      </FilterBar>
      <DataTable<ReminderRow> caption="保养提醒列表" state={list.table} columns={list.table.columns} rowKey="id" rows={list.rows} total={list.total} loading={list.loading} emptyText="暂无到期或超期的保养项目" />
    </section>
  )
}

defineElement('scm-equip-main-item-wran', EquipMainItemWran, {
  description: '保养提醒：列出进入提前期（临期）与已超期（超期天数/超出小时）的保养项目，按车间筛选、导出，超期升级至车间主任',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-navigate': '查看设备时触发，detail 为 {path:"/equip/equipAccount?id=…"}' },
})
