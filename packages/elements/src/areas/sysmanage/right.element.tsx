import { useMemo, useRef, useState } from 'react'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { confirm, ConfirmHost } from '../../ui/confirm'
import { DataTable, editDeleteColumn, type Column } from '../../ui/data-table'
import { Tabs } from '../../ui/tabs'
import { Toolbar } from '../../ui/toolbar'
import { RoleForm } from './right/role-form'
import { RoleRightsPanel } from './right/role-rights'
import { RoleUsers } from './right/role-users'
import { heading, muted, screen, splitPane, denseSubheading } from '../../ui/layout'
import { useRoles, type RoleRow } from '../../list/choices'
import { useCan } from '../../resource/grants'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/right 权限管理: roles on the left (新增 / 编辑 / 删除); the chosen role's menu
// functions and buttons as a checkbox tree on the right, and the users holding it.

const FN = 'sysmanage_right'

function Right() {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const roles = useRoles()
  const [chosenCode, setChosenCode] = useState<string | null>(null)
  const [editing, setEditing] = useState<{ role: RoleRow | null } | null>(null)
  const chosen = roles.data?.find((r) => r.code === chosenCode) ?? null
  const actions = useRef({ choose: (_r: RoleRow) => {}, edit: (_r: RoleRow) => {}, remove: (_r: RoleRow) => {}, canEdit: false, canDelete: false, chosen: null as string | null })

  const remove = async (role: RoleRow) => {
    if (!(await confirm(`确定删除角色“${role.name}”吗？`, { title: '删除确认', danger: true }))) return
    try {
      await api.post(SYSMANAGE_PATHS.delRole, undefined, { query: { code: role.code }, successMessage: true })
      emit('scm-change', { entity: 'role', action: 'delete', id: role.code })
      if (chosenCode === role.code) setChosenCode(null)
      roles.reload()
    } catch {
      // the client showed why
    }
  }
  actions.current = {
    choose: (r) => setChosenCode(r.code),
    edit: (r) => setEditing({ role: r }),
    remove: (r) => void remove(r),
    canEdit: can('edit'),
    canDelete: can('delete'),
    chosen: chosenCode,
  }

  const columns = useMemo<Column<RoleRow>[]>(
    () => [
      {
        key: 'name',
        title: '角色',
        render: (r) => (
          <Button variant="text" aria-pressed={actions.current.chosen === r.code} aria-label={`设置权限 ${r.name}`} onClick={() => actions.current.choose(r)}>
            {r.name}
          </Button>
        ),
      },
      { key: 'code', title: '编码', width: 90 },
      { key: 'user_count', title: '用户', width: 50, align: 'center' },
      editDeleteColumn(actions, (r) => r.name, { width: 90, align: 'center', deletable: (r) => !r.builtin }),
    ],
    [],
  )

  return (
    <section className={screen} aria-label="权限管理">
      <h2 className={heading}>权限管理</h2>
      <div className={splitPane}>
        <div>
          <Toolbar aria-label="角色操作" onCreate={can('add') ? () => setEditing({ role: null }) : undefined} />
          <DataTable<RoleRow> caption="角色列表" columns={columns} rowKey="code" rows={roles.data ?? []} total={roles.data?.length ?? 0} loading={roles.loading} pagination={false} columnSettings={false} />
        </div>
        <div>
          {chosen ? (
            <>
              <h3 className={denseSubheading}>
                {chosen.name}（{chosen.code}）{chosen.remark ? <span className={muted}> {chosen.remark}</span> : null}
              </h3>
              <Tabs
                aria-label="角色设置"
                items={[
                  { value: 'rights', label: '功能与按钮权限', content: <RoleRightsPanel key={chosen.code} role={chosen} canEdit={can('edit')} onSaved={roles.reload} /> },
                  { value: 'users', label: `角色用户（${chosen.user_count}）`, content: <RoleUsers key={chosen.code} role={chosen} /> },
                ]}
              />
            </>
          ) : (
            <p className={muted}>在左侧选择一个角色，设置它可以使用的菜单功能和按钮。</p>
          )}
        </div>
      </div>
      <RoleForm
        open={editing !== null}
        role={editing?.role ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null)
          emit('scm-change', { entity: 'role', action: editing?.role ? 'edit' : 'add', id: saved.code })
          roles.reload()
          setChosenCode(saved.code)
        }}
      />
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-right', Right, {
  description: '权限管理：维护角色，按“菜单功能→按钮（查看、新增、编辑、删除、导出、审核）”勾选树设置角色权限，查看角色用户',
  attributes: {},
  events: { 'scm-change': '角色或其权限变化后，detail 为 {entity:"role", action, id}' },
})
