import { useEffect, useMemo } from 'react'
import { textRule, type Rule } from '@scm/core'
import { useApi } from '../../../runtime'
import { Input } from '../../../ui/input'
import { NumberInput } from '../../../ui/number-input'
import { Select } from '../../../ui/select'
import { Switch } from '../../../ui/switch'
import { AdminField } from '../../../ui/admin-field'
import { FormDialog, useFormState, type FieldRules } from '../../../ui/form-dialog'
import { denseFormGrid, muted, wide } from '../../../ui/layout'
import { useLoad } from '../../../list/use-load'
import { flattenMenu, ICON_ITEMS, subtreeIds, type MenuRecord, type SysFunction } from './menu-types'
import { MENU_PATHS } from '@scm/core/menu'

// 新增 / 编辑 a menu node: its id (new nodes only), parent, title, path (picked from the portal's
// screens or typed), icon, order and whether it is hidden from the sidebar.

const idRule: Rule = { trigger: 'blur', message: '菜单编号只能包含字母、数字和下划线，且以字母开头', pattern: /^[A-Za-z][A-Za-z0-9_]{0,79}$/ }
const pathRule: Rule = { trigger: 'blur', message: '路径必须以 / 开头', pattern: /^\// }
const rules: FieldRules = {
  id: [...textRule({ required: true, max: 80, label: '菜单编号' }), idRule],
  authName: textRule({ required: true, max: 50, label: '菜单名称' }),
  path: [...textRule({ required: true, max: 200, label: '路径' }), pathRule],
}

interface MenuDraft extends Record<string, unknown> {
  id: string
  pid: string
  authName: string
  path: string
  icon: string
  sort: number | null
  hidden: boolean
}

export interface MenuFormProps {
  open: boolean
  /** The node being edited, or null for a new one. */
  node: MenuRecord | null
  /** Parent of a new node ('' = top level). */
  parentId: string
  tree: MenuRecord[]
  onClose: () => void
  onSaved: (node: MenuRecord) => void
}

export function MenuForm({ open, node, parentId, tree, onClose, onSaved }: MenuFormProps) {
  const api = useApi()
  const form = useFormState<MenuDraft>({ id: '', pid: '', authName: '', path: '', icon: '', sort: null, hidden: false }, rules)
  const screens = useLoad((a) => a.get<SysFunction[]>(MENU_PATHS.functions, { timestamp: true }), open ? 'screens' : null)
  useEffect(() => {
    if (!open) return
    form.reset({
      id: node?.id ?? '',
      pid: node ? (node.pid ?? '') : parentId,
      authName: node?.authName ?? '',
      path: node?.path ?? '',
      icon: node?.icon ?? '',
      sort: node?.sort ?? null,
      hidden: node?.hidden ?? false,
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, node, parentId])
  const parentItems = useMemo(() => {
    const excluded = new Set(node ? subtreeIds(node) : [])
    return flattenMenu(tree)
      .filter(({ node: n }) => !excluded.has(n.id))
      .map(({ node: n, depth }) => ({ value: n.id, label: `${'　'.repeat(depth)}${n.authName}` }))
  }, [tree, node])
  const screenItems = useMemo(() => (screens.data ?? []).filter((s) => s.built).map((s) => ({ value: s.path, label: `${s.title}（${s.path}）` })), [screens.data])

  const save = async () => {
    const d = form.values
    const body = { id: d.id, pid: d.pid || null, path: d.path, authName: d.authName, icon: d.icon, sort: d.sort ?? 0, hidden: d.hidden }
    onSaved(await api.post<MenuRecord>(MENU_PATHS.editMenu, body, { query: { isAdd: node ? 0 : 1 }, silent: true, successMessage: true }))
  }
  const d = form.values
  return (
    <FormDialog open={open} title={node ? `编辑菜单：${node.authName}` : '新增菜单'} onClose={onClose} onSubmit={save} validate={form.validate}>
      <div className={denseFormGrid}>
        <AdminField form={form} name="id" label="菜单编号" required rules={rules.id} helperText={node ? undefined : '保存后不能修改，如 custom_report'}>
          <Input name="id" value={d.id} disabled={!!node} onValueChange={(v) => form.set('id', v)} />
        </AdminField>
        <AdminField form={form} name="authName" label="菜单名称" required rules={rules.authName}>
          <Input name="authName" value={d.authName} onValueChange={(v) => form.set('authName', v)} />
        </AdminField>
        <AdminField form={form} name="pid" label="上级菜单">
          <Select aria-label="上级菜单" items={parentItems} value={d.pid || null} clearable placeholder="无（顶级菜单）" onValueChange={(v) => form.set('pid', v ?? '')} />
        </AdminField>
        <AdminField form={form} name="icon" label="图标">
          <Select aria-label="图标" items={ICON_ITEMS} value={d.icon || null} clearable placeholder="默认图标" onValueChange={(v) => form.set('icon', v ?? '')} />
        </AdminField>
        <AdminField form={form} name="path" label="路径" required rules={rules.path} className={wide} helperText="只有指向已上线页面的菜单（或含这类子菜单的分组）才会出现在侧边栏">
          <Input name="path" value={d.path} disabled={!!node?.builtin} onValueChange={(v) => form.set('path', v)} />
        </AdminField>
        {!node?.builtin ? (
          <div className={wide}>
            <Select aria-label="从已上线页面选择路径" items={screenItems} value={screenItems.some((s) => s.value === d.path) ? d.path : null} placeholder="从已上线页面选择路径" onValueChange={(v) => v && form.set('path', v)} />
          </div>
        ) : (
          <p className={`${muted} ${wide}`}>系统内置菜单的路径不能修改。</p>
        )}
        <AdminField form={form} name="sort" label="排序">
          <NumberInput name="sort" aria-label="排序" value={d.sort} min={0} onValueChange={(v) => form.set('sort', v)} />
        </AdminField>
        <div>
          <Switch label="在侧边栏隐藏" checked={d.hidden} onCheckedChange={(on) => form.set('hidden', on)} />
        </div>
      </div>
    </FormDialog>
  )
}
