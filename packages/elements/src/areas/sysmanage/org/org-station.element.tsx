import { useMemo, useRef, useState } from 'react'
import { defineElement, useApi, useEmit } from '../../../runtime'
import { ConfirmHost } from '../../../ui/confirm'
import { DataTable, editDeleteColumn, type Column } from '../../../ui/data-table'
import { Input } from '../../../ui/input'
import { NumberInput } from '../../../ui/number-input'
import { Select } from '../../../ui/select'
import { Toolbar } from '../../../ui/toolbar'
import { AdminField } from '../../../ui/admin-field'
import { FormDialog, useFormState } from '../../../ui/form-dialog'
import { orgOptions, useOrgTree } from '../shared/options'
import { denseFormGrid, heading, muted, screen, splitPane } from '../../../ui/layout'
import type { OrgNode, Station } from '../shared/types'
import { useListController } from '../../../list'
import { useCan } from '../../../resource/grants'
import { OrgTreePanel } from './org-tree-panel'
import { removeUnit } from './remove-unit'
import { stationRules } from './org-rules'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/org/station 岗位: choose a department in the tree, keep its stations (posts).
// Moving a station to another department moves its users' department with it (server).

const FN = 'sysmanage_org_station'

interface StationDraft extends Record<string, unknown> {
  id: number
  dept_id: string
  station_code: string
  station_name: string
  sort: number | null
}

/** Companies and departments only: a station is what this screen lists, not what it picks. */
function deptsOnly(node: OrgNode): OrgNode {
  return { ...node, children: node.children.filter((n) => n.type === 'dept').map(deptsOnly) }
}

function OrgStation({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const org = useOrgTree()
  const tree = useMemo(() => org.data?.map(deptsOnly), [org.data])
  const { depts } = useMemo(() => orgOptions(org.data), [org.data])
  const [chosen, setChosen] = useState<OrgNode | null>(null)
  const deptId = chosen?.type === 'dept' ? chosen.id : null
  const actions = useRef({ edit: (_s: Station) => {}, remove: (_s: Station) => {}, canEdit: false, canDelete: false })
  const columns = useMemo<Column<Station>[]>(
    () => [
      { key: 'station_code', title: '岗位编码', width: 100, sortable: true },
      { key: 'station_name', title: '岗位名称', sortable: true },
      { key: 'dept_name', title: '所属部门' },
      { key: 'user_count', title: '人数', width: 60, align: 'center' },
      { key: 'sort', title: '排序', width: 60, align: 'center', sortable: true },
      editDeleteColumn(actions, (s) => s.station_name, { width: 110, align: 'center' }),
    ],
    [],
  )
  const list = useListController<Station>({ path: SYSMANAGE_PATHS.stations, columns, rowKey: 'id', pageSize, defaultSort: { key: 'sort', order: 'asc' }, fixed: deptId ? { dept_id: deptId } : {} })
  const form = useFormState<StationDraft>({ id: 0, dept_id: '', station_code: '', station_name: '', sort: null }, stationRules)
  const [open, setOpen] = useState(false)

  const edit = (station: Station | null) => {
    form.reset({
      id: station?.id ?? 0,
      dept_id: station ? String(station.dept_id) : deptId ? String(deptId) : '',
      station_code: station?.station_code ?? '',
      station_name: station?.station_name ?? '',
      sort: station?.sort ?? null,
    })
    setOpen(true)
  }
  const remove = (station: Station) =>
    removeUnit(api, emit, { entity: 'station', noun: '岗位', name: station.station_name, id: station.id, path: SYSMANAGE_PATHS.delStation }, () => {
      list.reload()
      org.reload()
    })
  actions.current = { edit, remove: (s) => void remove(s), canEdit: can('edit'), canDelete: can('delete') }

  const save = async () => {
    const d = form.values
    const body = { id: d.id || undefined, dept_id: Number(d.dept_id), station_code: d.station_code, station_name: d.station_name, sort: d.sort ?? 0 }
    const saved = await api.post<Station>(SYSMANAGE_PATHS.saveStation, body, { silent: true, successMessage: true })
    emit('scm-change', { entity: 'station', action: d.id ? 'edit' : 'add', id: saved.id })
    setOpen(false)
    list.reload()
    org.reload()
  }

  const d = form.values
  const caption = chosen?.type === 'dept' ? `${chosen.name}的岗位` : '全部岗位'
  return (
    <section className={screen} aria-label="岗位">
      <h2 className={heading}>岗位</h2>
      <div className={splitPane}>
        <OrgTreePanel tree={tree} loading={org.loading} selectedKey={chosen?.key ?? null} onSelect={setChosen} />
        <div>
          <p className={muted}>{chosen?.type === 'dept' ? caption : '在左侧选择部门查看其岗位；当前显示全部岗位'}</p>
          <Toolbar aria-label="岗位操作" onCreate={can('add') ? () => edit(null) : undefined} />
          <DataTable<Station> caption={`${caption}列表`} state={list.table} columns={list.table.columns} rowKey="id" rows={list.rows} total={list.total} loading={list.loading} />
        </div>
      </div>
      <FormDialog open={open} title={d.id ? '编辑岗位' : '新增岗位'} onClose={() => setOpen(false)} onSubmit={save} validate={form.validate}>
        <div className={denseFormGrid}>
          <AdminField form={form} name="dept_id" label="所属部门" required rules={stationRules.dept_id}>
            <Select aria-label="所属部门" items={depts} value={d.dept_id || null} onValueChange={(v) => form.set('dept_id', v ?? '')} />
          </AdminField>
          <AdminField form={form} name="station_code" label="岗位编码" required rules={stationRules.station_code}>
            <Input name="station_code" value={d.station_code} onValueChange={(v) => form.set('station_code', v)} />
          </AdminField>
          <AdminField form={form} name="station_name" label="岗位名称" required rules={stationRules.station_name}>
            <Input name="station_name" value={d.station_name} onValueChange={(v) => form.set('station_name', v)} />
          </AdminField>
          <AdminField form={form} name="sort" label="排序">
            <NumberInput name="sort" aria-label="排序" value={d.sort} min={0} onValueChange={(v) => form.set('sort', v)} />
          </AdminField>
        </div>
      </FormDialog>
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-org-station', OrgStation, {
  description: '企业组织·岗位：按部门维护岗位（编码只能为数字）；有人员的岗位不能删除',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '岗位保存或删除后，detail 为 {entity:"station", action, id}' },
})
