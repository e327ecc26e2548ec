import { useMemo } from 'react'
import { equipAccountDocument, equipOsipLogDocument, EQUIP_PATHS } from '@scm/core/equip'
import { documentScreen } from '../../document/document-screen'
import { useListController } from '../../list'
import { FilterBar } from '../../list/filter-bar'
import { useRefOptions } from '../../resource/use-ref-options'
import { useApi } from '../../runtime'
import { DataTable, type Column } from '../../ui/data-table'
import { muted, screen } from '../../ui/layout'
import { Tabs } from '../../ui/tabs'

// /equip/equipOsipLog 点检记录: the checks (made at the machine, never here: no 新增) with their item
// results, photos and history; and 漏检 — machines in use without a check in an ended shift.

const OsipLogList = documentScreen(equipOsipLogDocument, { creates: false })

interface MissedRow {
  shift_date: string
  shift: string
  equip_id: number
  asset_no: string
  equip_name: string
  location: string | null
  workshop_name: string | null
}

function MissedReport({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const workshops = useRefOptions(api, equipAccountDocument, 'workshop_id')
  const columns = useMemo<Column<MissedRow>[]>(
    () => [
      { key: 'shift_date', title: '日期', width: 100 },
      { key: 'shift', title: '班次', width: 60 },
      { key: 'asset_no', title: '资产编号', width: 150 },
      { key: 'equip_name', title: '设备名称', width: 150 },
      { key: 'workshop_name', title: '所属车间', width: 100 },
      { key: 'location', title: '安装位置', width: 160 },
    ],
    [],
  )
  const list = useListController<MissedRow>({ path: EQUIP_PATHS.osipMissed, columns, rowKey: (r) => `${r.shift_date}-${r.shift}-${r.equip_id}`, pageSize })
  return (
    <div className={screen}>
      <p className={muted}>已结束的班次中，在用且有点检项目却没有点检记录的设备（默认最近七天）。</p>
      <FilterBar
        specs={[
          { kind: 'dateRange', name: 'date', label: '日期' },
          { kind: 'select', name: 'workshop_id', label: '所属车间', options: workshops },
        ]}
        value={list.filters}
        onApply={list.setFilters}
      />
      <DataTable<MissedRow> caption="漏检列表" state={list.table} columns={list.table.columns} rowKey={(r) => `${r.shift_date}-${r.shift}-${r.equip_id}`} rows={list.rows} total={list.total} loading={list.loading} emptyText="所选期间没有漏检" />
    </div>
  )
}

export function OsipLogScreen({ pageSize, recordId }: { pageSize?: number; recordId?: number }) {
  return (
    <Tabs
      aria-label="点检记录"
      items={[
        { value: 'logs', label: '点检记录', content: <OsipLogList pageSize={pageSize} recordId={recordId} /> },
        { value: 'missed', label: '漏检报表', content: <MissedReport pageSize={pageSize} /> },
      ]}
      defaultValue="logs"
    />
  )
}
