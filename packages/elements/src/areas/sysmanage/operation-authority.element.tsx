import { useMemo, useRef, useState } from 'react'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Checkbox } from '../../ui/checkbox'
import { confirm, ConfirmHost } from '../../ui/confirm'
import { DataTable, editDeleteColumn, type Column } from '../../ui/data-table'
import { Select, type Option } from '../../ui/select'
import { Toolbar } from '../../ui/toolbar'
import { AdminField } from '../../ui/admin-field'
import { FormDialog, useFormState, type FieldRules } from '../../ui/form-dialog'
import { roleOptions, useRoles } from '../../list/choices'
import { checkGrid, filterBar, filterItem, denseFormGrid, heading, screen, wide } from '../../ui/layout'
import { categoryText, FILE_CATEGORIES } from '../../document/file-categories'
import { useListController } from '../../list'
import { useLoad } from '../../list/use-load'
import { useCan } from '../../resource/grants'
import { UserPicker } from './shared/user-picker'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/operation_authority 文件操作权限: per role or per user and file category, whether
// files may be viewed, downloaded, uploaded, deleted.

const FN = 'sysmanage_operation_authority'
const ALL_CATEGORIES = '__all__'
const SUBJECTS = [
  { value: 'role', label: '角色' },
  { value: 'user', label: '用户' },
]
const CATEGORY_ITEMS = [{ value: ALL_CATEGORIES, label: '全部分类' }, ...FILE_CATEGORIES]
const RIGHTS = [
  ['can_view', '查看'],
  ['can_preview', '预览'],
  ['can_download', '下载'],
  ['can_upload', '上传'],
  ['can_delete', '删除'],
  ['can_purge', '彻底删除'],
] as const

interface OperationRight {
  id: number
  subject_type: 'role' | 'user'
  role: string
  role_name: string
  userid: number | null
  UserName: string
  category: string
  can_view: boolean
  can_download: boolean
  can_upload: boolean
  can_delete: boolean
  can_preview: boolean
  can_purge: boolean
  folder_id: number
  folder_name: string
  updated_at: string
}

/** The file system's types and folders (GetTree), granted here like the attachment categories. */
interface FsTypeNode {
  code: string
  name: string
  folders: { id: number; name: string }[]
}

interface RightDraft extends Record<string, unknown> {
  id: number
  subject_type: 'role' | 'user'
  role: string
  user: Option | null
  category: string
  can_view: boolean
  can_download: boolean
  can_upload: boolean
  can_delete: boolean
  can_preview: boolean
  can_purge: boolean
  folder_id: string
}

const rules = (d: RightDraft): FieldRules => ({
  role: d.subject_type === 'role' ? { trigger: 'blur', required: true, message: '请选择角色' } : undefined,
  user: d.subject_type === 'user' ? { trigger: 'blur', required: true, message: '请选择用户' } : undefined,
})

function draftOf(r: OperationRight | null): RightDraft {
  return {
    id: r?.id ?? 0,
    subject_type: r?.subject_type ?? 'role',
    role: r?.role ?? '',
    user: r?.userid ? { value: String(r.userid), label: r.UserName } : null,
    category: r ? r.category || ALL_CATEGORIES : 'general',
    can_view: r?.can_view ?? true,
    can_download: r?.can_download ?? true,
    can_upload: r?.can_upload ?? false,
    can_delete: r?.can_delete ?? false,
    can_preview: r?.can_preview ?? true,
    can_purge: r?.can_purge ?? false,
    folder_id: r?.folder_id ? String(r.folder_id) : '',
  }
}

const yes = (on: boolean) => (on ? '✓' : '—')

function OperationAuthority({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const roles = useRoles()
  // the file system's types (and folders) are granted here too
  const fsTypes = useLoad((a) => a.get<FsTypeNode[]>(SYSMANAGE_PATHS.fileTypes, { silent: true }), 'fs-types').data ?? []
  const fsItems = fsTypes.map((t) => ({ value: t.code, label: `文件系统：${t.name}` }))
  const categoryItems = [...CATEGORY_ITEMS, ...fsItems]
  const filterCategories = [...FILE_CATEGORIES, ...fsItems]
  const fsNames = useRef<Record<string, string>>({})
  fsNames.current = Object.fromEntries(fsItems.map((t) => [t.value, t.label]))
  const typeText = (value: string) => fsNames.current[value] ?? categoryText(value)
  const actions = useRef({ edit: (_r: OperationRight) => {}, remove: (_r: OperationRight) => {}, canEdit: false, canDelete: false })
  const columns = useMemo<Column<OperationRight>[]>(
    () => [
      { key: 'subject_type', title: '对象类型', width: 80, render: (r) => (r.subject_type === 'role' ? '角色' : '用户') },
      { key: 'role_name', title: '角色/用户', render: (r) => (r.subject_type === 'role' ? r.role_name : r.UserName) },
      { key: 'category', title: '文件分类', width: 100, render: (r) => typeText(r.category) },
      { key: 'folder_name', title: '文件夹', width: 110, render: (r) => (r.folder_id ? r.folder_name : '') },
      ...RIGHTS.map(([key, title]): Column<OperationRight> => ({ key, title, width: 60, align: 'center', render: (r) => yes(r[key]) })),
      { key: 'updated_at', title: '修改时间', width: 150 },
      editDeleteColumn(actions, (r) => `${r.role_name || r.UserName} ${categoryText(r.category)}`, { width: 100, align: 'center' }),
    ],
    [],
  )
  const list = useListController<OperationRight>({ path: SYSMANAGE_PATHS.operationRights, columns, rowKey: 'id', pageSize })
  const form = useFormState<RightDraft>(draftOf(null), rules)
  const [open, setOpen] = useState(false)
  const edit = (r: OperationRight | null) => {
    form.reset(draftOf(r))
    setOpen(true)
  }
  const remove = async (r: OperationRight) => {
    if (!(await confirm(`确定删除“${r.role_name || r.UserName}”在“${categoryText(r.category)}”下的文件权限吗？`, { title: '删除确认', danger: true }))) return
    try {
      await api.post(SYSMANAGE_PATHS.delOperationRight, undefined, { query: { id: r.id }, successMessage: true })
      emit('scm-change', { entity: 'operation_authority', action: 'delete', id: r.id })
      list.reload()
    } catch {
      // the client showed why
    }
  }
  actions.current = { edit, remove: (r) => void remove(r), canEdit: can('edit'), canDelete: can('delete') }

  const save = async () => {
    const d = form.values
    const body = {
      id: d.id || undefined,
      subject_type: d.subject_type,
      role: d.subject_type === 'role' ? d.role : undefined,
      userid: d.subject_type === 'user' ? Number(d.user?.value) : undefined,
      category: d.category === ALL_CATEGORIES ? '' : d.category,
      can_view: d.can_view,
      can_download: d.can_download,
      can_upload: d.can_upload,
      can_delete: d.can_delete,
      can_preview: d.can_preview,
      can_purge: d.can_purge,
      folder_id: d.folder_id ? Number(d.folder_id) : 0,
    }
    const saved = await api.post<OperationRight>(SYSMANAGE_PATHS.saveOperationRight, body, { silent: true, successMessage: true })
    emit('scm-change', { entity: 'operation_authority', action: d.id ? 'edit' : 'add', id: saved.id })
    setOpen(false)
    list.reload()
  }

  const f = list.filters
  const d = form.values
  const fsType = fsTypes.find((t) => t.code === d.category)
  const folderItems = fsType ? [{ value: '', label: '整个文件类型' }, ...fsType.folders.map((x) => ({ value: String(x.id), label: x.name }))] : []
  return (
    <section className={screen} aria-label="文件操作权限">
      <h2 className={heading}>文件操作权限</h2>
      <div className={filterBar} role="search" aria-label="筛选条件">
        <div className={filterItem}>
          对象类型
          <Select aria-label="对象类型" items={SUBJECTS} value={(f.subject_type as string) || null} clearable placeholder="全部" onValueChange={(v) => list.setFilters((f) => ({ ...f, subject_type: v ?? '' }))} />
        </div>
        <div className={filterItem}>
          角色
          <Select aria-label="角色" items={roleOptions(roles.data)} value={(f.role as string) || null} clearable placeholder="全部" onValueChange={(v) => list.setFilters((f) => ({ ...f, role: v ?? '' }))} />
        </div>
        <div className={filterItem}>
          文件分类
          <Select aria-label="文件分类" items={filterCategories} value={(f.category as string) || null} clearable placeholder="全部" onValueChange={(v) => list.setFilters((f) => ({ ...f, category: v ?? '' }))} />
        </div>
      </div>
      <Toolbar aria-label="文件操作权限操作" onCreate={can('add') ? () => edit(null) : undefined} />
      <DataTable<OperationRight> caption="文件操作权限列表" state={list.table} columns={list.table.columns} rowKey="id" rows={list.rows} total={list.total} loading={list.loading} />
      <FormDialog open={open} title={d.id ? '编辑文件操作权限' : '新增文件操作权限'} onClose={() => setOpen(false)} onSubmit={save} validate={form.validate} size="medium">
        <div className={denseFormGrid}>
          <AdminField form={form} name="subject_type" label="对象类型" required>
            <Select aria-label="对象类型" items={SUBJECTS} value={d.subject_type} onValueChange={(v) => v && form.set('subject_type', v as RightDraft['subject_type'])} />
          </AdminField>
          {d.subject_type === 'role' ? (
            <AdminField form={form} name="role" label="角色" required rules={rules(d).role}>
              <Select aria-label="角色" items={roleOptions(roles.data)} value={d.role || null} onValueChange={(v) => form.set('role', v ?? '')} />
            </AdminField>
          ) : (
            <AdminField form={form} name="user" label="用户" required rules={rules(d).user}>
              <UserPicker label="用户" value={d.user} onChange={(u) => form.set('user', u)} />
            </AdminField>
          )}
          <AdminField form={form} name="category" label="文件分类" required>
            <Select aria-label="文件分类" items={categoryItems} value={d.category} onValueChange={(v) => { if (v) { form.set('category', v); form.set('folder_id', '') } }} />
          </AdminField>
          {folderItems.length > 1 ? (
            <AdminField form={form} name="folder_id" label="文件夹">
              <Select aria-label="文件夹" items={folderItems} value={d.folder_id} onValueChange={(v) => form.set('folder_id', v ?? '')} />
            </AdminField>
          ) : null}
          <fieldset className={wide}>
            <legend>允许的操作</legend>
            <div className={checkGrid}>
              {RIGHTS.map(([key, title]) => (
                <Checkbox key={key} label={title} checked={d[key]} onCheckedChange={(on) => form.set(key, on)} />
              ))}
            </div>
          </fieldset>
        </div>
      </FormDialog>
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-operation-authority', OperationAuthority, {
  description: '文件操作权限：按角色或用户、文件分类（含文件系统的文件类型与文件夹）设置查看、预览、下载、上传、删除、彻底删除权限',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '权限保存或删除后，detail 为 {entity:"operation_authority", action, id}' },
})
