import { useEffect, useMemo, useRef, useState } from 'react'
import { textRule } from '@scm/core'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Checkbox } from '../../ui/checkbox'
import { confirm, ConfirmHost } from '../../ui/confirm'
import { DataTable, editDeleteColumn, type Column } from '../../ui/data-table'
import { Input } from '../../ui/input'
import { NumberInput } from '../../ui/number-input'
import { Switch } from '../../ui/switch'
import { Toolbar } from '../../ui/toolbar'
import { AdminField } from '../../ui/admin-field'
import { FormDialog, useFormState, type FieldRules } from '../../ui/form-dialog'
import { roleOptions, useRoles } from '../../list/choices'
import { StatusTag } from '../../ui/status-tag'
import { checkGrid, denseFormGrid, heading, muted, screen, wide } from '../../ui/layout'
import { useCan } from '../../resource/grants'
import { useLoad } from '../../list/use-load'
import { MENU_PATHS } from '@scm/core/menu'

// /config/SysGardget 插件管理: the home-page widgets (unread mail, latest bulletins, to-do counts,
// orders awaiting confirmation or delivery…): on which home variants, for which roles, in which
// order, on or off. The home page reads the same settings.

const FN = 'config1_SysGardget'
const HOMES = [
  { value: 'file', label: '文件管理首页' },
  { value: 'scm', label: '供应链首页' },
  { value: 'gonghua', label: '工化首页' },
]

interface Gadget {
  id: string
  title: string
  homes: string[]
  roles: string[]
  sort: number
  enabled: boolean
  built: boolean
  updated_at: string
}

interface GadgetDraft extends Record<string, unknown> {
  id: string
  title: string
  homes: string[]
  roles: string[]
  sort: number | null
  enabled: boolean
}

const rules: FieldRules = {
  id: textRule({ required: true, max: 50, label: '插件编号' }),
  title: textRule({ required: true, max: 50, label: '插件名称' }),
}

function SysGardget() {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const gadgets = useLoad((a) => a.get<Gadget[]>(MENU_PATHS.gadgets, { timestamp: true }), 'gadgets')
  const roles = useRoles()
  const roleName = useMemo(() => new Map(roleOptions(roles.data).map((r) => [r.value, r.label])), [roles.data])
  const [editing, setEditing] = useState<{ gadget: Gadget | null } | null>(null)
  const form = useFormState<GadgetDraft>({ id: '', title: '', homes: [], roles: [], sort: null, enabled: true }, rules)
  const actions = useRef({ edit: (_g: Gadget) => {}, remove: (_g: Gadget) => {}, canEdit: false, canDelete: false, roleName })
  useEffect(() => {
    if (!editing) return
    const g = editing.gadget
    form.reset({ id: g?.id ?? '', title: g?.title ?? '', homes: g?.homes ?? [], roles: g?.roles ?? [], sort: g?.sort ?? null, enabled: g?.enabled ?? true })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing])

  const remove = async (g: Gadget) => {
    if (!(await confirm(`确定删除插件“${g.title}”吗？删除后首页不再显示它。`, { title: '删除确认', danger: true }))) return
    try {
      await api.post(MENU_PATHS.delGadget, undefined, { query: { id: g.id }, successMessage: true })
      emit('scm-change', { entity: 'gadget', action: 'delete', id: g.id })
      gadgets.reload()
    } catch {
      // the client showed why
    }
  }
  actions.current = { edit: (g) => setEditing({ gadget: g }), remove: (g) => void remove(g), canEdit: can('edit'), canDelete: can('delete'), roleName }

  const columns = useMemo<Column<Gadget>[]>(
    () => [
      { key: 'title', title: '插件名称', width: 120 },
      { key: 'id', title: '插件编号', width: 170 },
      { key: 'homes', title: '显示的首页', render: (g) => (g.homes.length ? g.homes.map((h) => HOMES.find((x) => x.value === h)?.label ?? h).join('、') : '全部首页') },
      { key: 'roles', title: '可见角色', render: (g) => (g.roles.length ? g.roles.map((r) => actions.current.roleName.get(r) ?? r).join('、') : '全部角色') },
      { key: 'sort', title: '排序', width: 60, align: 'center' },
      {
        key: 'enabled',
        title: '状态',
        width: 90,
        align: 'center',
        render: (g) => <StatusTag status={!g.built ? '数据源未上线' : g.enabled ? '启用' : '停用'} tone={!g.built ? 'warning' : undefined} />,
      },
      editDeleteColumn(actions, (g) => g.title, { width: 100, align: 'center' }),
    ],
    [],
  )

  const save = async () => {
    const d = form.values
    const body = { id: d.id, title: d.title, homes: d.homes, roles: d.roles, sort: d.sort ?? 0, enabled: d.enabled, isAdd: editing?.gadget === null }
    const saved = await api.post<Gadget>(MENU_PATHS.saveGadget, body, { silent: true, successMessage: true })
    emit('scm-change', { entity: 'gadget', action: editing?.gadget ? 'edit' : 'add', id: saved.id })
    setEditing(null)
    gadgets.reload()
  }
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...new Set([...list, value])] : list.filter((v) => v !== value))
  const d = form.values
  return (
    <section className={screen} aria-label="插件管理">
      <h2 className={heading}>插件管理</h2>
      <p className={muted}>首页插件按排序显示；不选首页或角色表示全部。</p>
      <Toolbar aria-label="插件操作" onCreate={can('add') ? () => setEditing({ gadget: null }) : undefined} />
      <DataTable<Gadget> caption="首页插件列表" columns={columns} rowKey="id" rows={gadgets.data ?? []} total={gadgets.data?.length ?? 0} loading={gadgets.loading} pagination={false} />
      <FormDialog open={editing !== null} title={editing?.gadget ? `编辑插件：${editing.gadget.title}` : '新增插件'} onClose={() => setEditing(null)} onSubmit={save} validate={form.validate}>
        <div className={denseFormGrid}>
          <AdminField form={form} name="id" label="插件编号" required rules={rules.id} helperText={editing?.gadget ? undefined : '须为已上线的数据源编号，如 unreadMail'}>
            <Input name="id" value={d.id} disabled={!!editing?.gadget} onValueChange={(v) => form.set('id', v)} />
          </AdminField>
          <AdminField form={form} name="title" label="插件名称" required rules={rules.title}>
            <Input name="title" value={d.title} onValueChange={(v) => form.set('title', v)} />
          </AdminField>
          <AdminField form={form} name="sort" label="排序">
            <NumberInput name="sort" aria-label="排序" value={d.sort} min={0} onValueChange={(v) => form.set('sort', v)} />
          </AdminField>
          <div>
            <Switch label="启用" checked={d.enabled} onCheckedChange={(on) => form.set('enabled', on)} />
          </div>
          <fieldset className={wide}>
            <legend>显示的首页（不选为全部）</legend>
            <div className={checkGrid}>
              {HOMES.map((h) => (
                <Checkbox key={h.value} label={h.label} checked={d.homes.includes(h.value)} onCheckedChange={(on) => form.set('homes', toggle(d.homes, h.value, on))} />
              ))}
            </div>
          </fieldset>
          <fieldset className={wide}>
            <legend>可见角色（不选为全部）</legend>
            <div className={checkGrid}>
              {roleOptions(roles.data).map((r) => (
                <Checkbox key={r.value} label={r.label} checked={d.roles.includes(r.value)} onCheckedChange={(on) => form.set('roles', toggle(d.roles, r.value, on))} />
              ))}
            </div>
          </fieldset>
        </div>
      </FormDialog>
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-sys-gardget', SysGardget, {
  description: '插件管理：首页插件（未读邮件、最新公告、待办、待确认/待交货订单等）的显示首页、可见角色、排序与启停',
  attributes: {},
  events: { 'scm-change': '插件保存或删除后，detail 为 {entity:"gadget", action, id}' },
})
