import { useMemo, useRef, useState } from 'react'
import { useEmit } from '../../../runtime'
import { Checkbox } from '../../../ui/checkbox'
import { ConfirmHost } from '../../../ui/confirm'
import { DataTable } from '../../../ui/data-table'
import { Select } from '../../../ui/select'
import { Button } from '../../../ui/button'
import { SearchArea } from '../../../ui/search-area'
import { supplierOptions, useSuppliers } from '../shared/options'
import { filterItem, heading, screen } from '../../../ui/layout'
import type { UserRow } from '../shared/types'
import { useListController, type ListFilters } from '../../../list'
import { useCan } from '../../../resource/grants'
import { useUserActions } from './user-actions'
import { userColumns, type UserRowButtons } from './user-columns'
import { UserForm } from './user-form'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// The user list of /sysmanage/userManage (everyone) and /sysmanage/supplyuser (supplier users):
// the spec's query fields, then 新增, 编辑, 禁止/允许登录, 重置密码, 删除 as the caller's buttons allow.

export interface UserListScreenProps {
  title: string
  /** Menu function whose buttons apply. */
  fn: string
  variant: 'all' | 'supplier'
  pageSize?: number
  /** Show only this user (the spec's userId query field). */
  userId?: number
}

const FORBID_ITEMS = [
  { value: '0', label: '正常' },
  { value: '1', label: '已禁止登录' },
]
const CUSTOMER_ITEMS = [
  { value: '1', label: '仅客户用户' },
  { value: '0', label: '不含客户用户' },
]

export function UserListScreen({ title, fn, variant, pageSize, userId }: UserListScreenProps) {
  const emit = useEmit()
  const can = useCan(fn)
  const partner = variant === 'supplier'
  const buttons = useRef<UserRowButtons>({})
  const columns = useMemo(() => userColumns(buttons, partner), [partner])
  const list = useListController<UserRow>({
    path: SYSMANAGE_PATHS.users,
    columns,
    rowKey: 'userid',
    pageSize,
    defaultSort: { key: 'usercode', order: 'asc' },
    fixed: { ...(partner ? { userType: 'supplier' } : {}), ...(userId ? { userId } : {}) },
  })
  const suppliers = useSuppliers(partner)
  const actions = useUserActions(list.reload)
  const [editing, setEditing] = useState<{ user: UserRow | null } | null>(null)

  buttons.current = {
    edit: can('edit') ? (user) => setEditing({ user }) : undefined,
    toggleForbid: can('edit') ? (user) => void actions.toggleForbid(user) : undefined,
    resetPassword: can('edit') ? (user) => void actions.resetPassword(user) : undefined,
    remove: can('delete') ? (user) => void actions.remove(user) : undefined,
  }
  const filters = list.filters
  const setFilter = (name: string, value: ListFilters[string]) => list.setFilters((current) => ({ ...current, [name]: value }))

  return (
    <section className={screen} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <SearchArea
        keyword={{ value: list.searchKey, placeholder: '账号、姓名、电话或邮箱' }}
        onSearch={list.search}
        onClear={list.clearAll}
        actions={
          can('add') ? (
            <Button variant="primary" onClick={() => setEditing({ user: null })}>
              新增
            </Button>
          ) : null
        }
      >
        <div className={filterItem}>
          登录状态
          <Select aria-label="登录状态" items={FORBID_ITEMS} value={(filters.ForbidLoginFlag as string) || null} clearable placeholder="全部" onValueChange={(v) => setFilter('ForbidLoginFlag', v ?? '')} />
        </div>
        {partner ? (
          <div className={filterItem}>
            供应商
            <Select aria-label="供应商" items={supplierOptions(suppliers.data)} value={(filters.supplyid as string) || null} clearable placeholder="全部" onValueChange={(v) => setFilter('supplyid', v ?? '')} />
          </div>
        ) : (
          <div className={filterItem}>
            客户用户
            <Select aria-label="客户用户" items={CUSTOMER_ITEMS} value={(filters.isCustomer as string) || null} clearable placeholder="全部" onValueChange={(v) => setFilter('isCustomer', v ?? '')} />
          </div>
        )}
        <Checkbox label="仅微信绑定用户" checked={filters.isOnlyWXUser === '1'} onCheckedChange={(on) => setFilter('isOnlyWXUser', on ? '1' : '')} />
      </SearchArea>
      <DataTable<UserRow> caption={`${title}列表`} state={list.table} columns={list.table.columns} rowKey="userid" rows={list.rows} total={list.total} loading={list.loading} />
      <UserForm
        open={editing !== null}
        user={editing?.user ?? null}
        defaultType={partner ? 'supplier' : 'staff'}
        lockType={partner}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null)
          emit('scm-change', { entity: 'user', action: editing?.user ? 'edit' : 'add', id: saved.userid })
          list.reload()
        }}
      />
      {actions.dialog}
      <ConfirmHost />
    </section>
  )
}
