import { useMemo, useRef, useState } from 'react'
import { defineElement, useApi, useEmit } from '../../../runtime'
import { ConfirmHost } from '../../../ui/confirm'
import { DataTable, editDeleteColumn, type Column } from '../../../ui/data-table'
import { Input } from '../../../ui/input'
import { NumberInput } from '../../../ui/number-input'
import { Select } from '../../../ui/select'
import { Switch } from '../../../ui/switch'
import { Toolbar } from '../../../ui/toolbar'
import { AdminField } from '../../../ui/admin-field'
import { FormDialog, useFormState } from '../../../ui/form-dialog'
import { orgOptions, useOrgTree } from '../shared/options'
import { StatusTag } from '../../../ui/status-tag'
import { denseFormGrid, heading, muted, screen, splitPane } from '../../../ui/layout'
import type { Dept, OrgNode } from '../shared/types'
import { useListController } from '../../../list'
import { useCan } from '../../../resource/grants'
import { OrgTreePanel } from './org-tree-panel'
import { removeUnit } from './remove-unit'
import { deptRules } from './org-rules'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/org/dept 部门: the tree on the left; the departments of the chosen company (or the
// sub-departments of the chosen department) on the right, with 新增 / 编辑 / 删除.

const FN = 'sysmanage_org_dept'

interface DeptDraft extends Record<string, unknown> {
  id: number
  company_id: string
  pid: string
  dept_code: string
  dept_name: string
  sort: number | null
  disabled: boolean
}

function OrgDept({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const org = useOrgTree()
  const [chosen, setChosen] = useState<OrgNode | null>(null)
  const scope = chosen?.type === 'company' ? { company_id: chosen.id } : chosen?.type === 'dept' ? { pid: chosen.id } : {}
  const actions = useRef({ edit: (_d: Dept) => {}, remove: (_d: Dept) => {}, canEdit: false, canDelete: false })
  const columns = useMemo<Column<Dept>[]>(
    () => [
      { key: 'dept_code', title: '部门编码', width: 90, sortable: true },
      { key: 'dept_name', title: '部门名称', sortable: true },
      { key: 'parent_name', title: '上级部门' },
      { key: 'co_desc', title: '所属公司', hidden: true },
      { key: 'station_count', title: '岗位数', width: 70, align: 'center' },
      { key: 'user_count', title: '人数', width: 60, align: 'center' },
      { key: 'sort', title: '排序', width: 60, align: 'center', sortable: true },
      {
        key: 'disabled',
        title: '状态',
        width: 70,
        align: 'center',
        render: (d) => <StatusTag status={d.disabled ? '停用' : '启用'} />,
      },
      editDeleteColumn(actions, (d) => d.dept_name, { width: 110, align: 'center' }),
    ],
    [],
  )
  const list = useListController<Dept>({ path: SYSMANAGE_PATHS.depts, columns, rowKey: 'id', pageSize, defaultSort: { key: 'sort', order: 'asc' }, fixed: scope })
  const form = useFormState<DeptDraft>({ id: 0, company_id: '', pid: '', dept_code: '', dept_name: '', sort: null, disabled: false }, deptRules)
  const [open, setOpen] = useState(false)
  const { depts } = useMemo(() => orgOptions(org.data), [org.data])
  const companies = (org.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))
  const deptTree = useMemo(() => org.data?.map(withoutStations), [org.data])

  const edit = (dept: Dept | null) => {
    const companyId = dept?.company_id ?? (chosen?.type === 'company' ? chosen.id : (org.data?.[0]?.id ?? 0))
    const parent = dept ? dept.pid : chosen?.type === 'dept' ? chosen.id : null
    form.reset({
      id: dept?.id ?? 0,
      company_id: companyId ? String(companyId) : '',
      pid: parent ? String(parent) : '',
      dept_code: dept?.dept_code ?? '',
      dept_name: dept?.dept_name ?? '',
      sort: dept?.sort ?? null,
      disabled: dept?.disabled ?? false,
    })
    setOpen(true)
  }
  const remove = (dept: Dept) =>
    removeUnit(api, emit, { entity: 'dept', noun: '部门', name: dept.dept_name, id: dept.id, path: SYSMANAGE_PATHS.delDept }, () => {
      list.reload()
      org.reload()
    })
  actions.current = { edit, remove: (d) => void remove(d), canEdit: can('edit'), canDelete: can('delete') }

  const save = async () => {
    const d = form.values
    const body = { id: d.id || undefined, company_id: Number(d.company_id), pid: d.pid ? Number(d.pid) : null, dept_code: d.dept_code, dept_name: d.dept_name, sort: d.sort ?? 0, disabled: d.disabled }
    const saved = await api.post<Dept>(SYSMANAGE_PATHS.saveDept, body, { silent: true, successMessage: true })
    emit('scm-change', { entity: 'dept', action: d.id ? 'edit' : 'add', id: saved.id })
    setOpen(false)
    list.reload()
    org.reload()
  }

  const d = form.values
  const parentItems = depts.filter((o) => String(o.companyId) === d.company_id && o.value !== String(d.id))
  const caption = chosen?.type === 'dept' ? `${chosen.name}的下级部门` : chosen?.type === 'company' ? `${chosen.name}的部门` : '全部部门'
  return (
    <section className={screen} aria-label="部门">
      <h2 className={heading}>部门</h2>
      <div className={splitPane}>
        <OrgTreePanel tree={deptTree} loading={org.loading} selectedKey={chosen?.key ?? null} onSelect={setChosen} />
        <div>
          <p className={muted}>{caption}</p>
          <Toolbar aria-label="部门操作" onCreate={can('add') ? () => edit(null) : undefined} />
          <DataTable<Dept> caption={`${caption}列表`} state={list.table} columns={list.table.columns} rowKey="id" rows={list.rows} total={list.total} loading={list.loading} />
        </div>
      </div>
      <FormDialog open={open} title={d.id ? '编辑部门' : '新增部门'} onClose={() => setOpen(false)} onSubmit={save} validate={form.validate}>
        <div className={denseFormGrid}>
          <AdminField form={form} name="company_id" label="所属公司" required rules={deptRules.company_id}>
            <Select aria-label="所属公司" items={companies} value={d.company_id || null} onValueChange={(v) => { form.set('company_id', v ?? ''); form.set('pid', '') }} />
          </AdminField>
          <AdminField form={form} name="pid" label="上级部门">
            <Select aria-label="上级部门" items={parentItems} value={d.pid || null} clearable placeholder="无（顶级部门）" onValueChange={(v) => form.set('pid', v ?? '')} />
          </AdminField>
          <AdminField form={form} name="dept_code" label="部门编码" required rules={deptRules.dept_code}>
            <Input name="dept_code" value={d.dept_code} onValueChange={(v) => form.set('dept_code', v)} />
          </AdminField>
          <AdminField form={form} name="dept_name" label="部门名称" required rules={deptRules.dept_name}>
            <Input name="dept_name" value={d.dept_name} onValueChange={(v) => form.set('dept_name', v)} />
          </AdminField>
          <AdminField form={form} name="sort" label="排序">
            <NumberInput name="sort" aria-label="排序" value={d.sort} min={0} onValueChange={(v) => form.set('sort', v)} />
          </AdminField>
          <div>
            <Switch label="停用" checked={d.disabled} onCheckedChange={(on) => form.set('disabled', on)} />
          </div>
        </div>
      </FormDialog>
      <ConfirmHost />
    </section>
  )
}

/** The department part of the tree (stations are another screen's business). */
function withoutStations(node: OrgNode): OrgNode {
  return { ...node, children: node.children.filter((n) => n.type === 'dept').map(withoutStations) }
}

defineElement('scm-org-dept', OrgDept, {
  description: '企业组织·部门：按公司/上级部门查看部门，新增、编辑（编码只能为数字）、停用、删除（有岗位、下级部门或人员时不能删除）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '部门保存或删除后，detail 为 {entity:"dept", action, id}' },
})
