import { useEffect, useMemo, useState } from 'react'
import { useApi, useEmit } from '../../../runtime'
import { Button } from '../../../ui/button'
import { buttonRow, muted, panel } from '../../../ui/layout'
import type { RoleRow } from '../../../list/choices'
import { useLoad } from '../../../list/use-load'
import { RightsChecklist } from './rights-checklist'
import { checkedOf, grantsOf, type RoleRights } from './rights-tree'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// The function-and-button tree of one role with checkboxes, and 保存权限. The change applies to
// the role's users at their next call and next menu load.

export interface RoleRightsPanelProps {
  role: RoleRow
  canEdit: boolean
  onSaved: () => void
}

export function RoleRightsPanel({ role, canEdit, onSaved }: RoleRightsPanelProps) {
  const api = useApi()
  const emit = useEmit()
  const rights = useLoad((a) => a.get<RoleRights>(SYSMANAGE_PATHS.roleRights, { query: { role: role.code }, timestamp: true }), role.code)
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set())
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [saving, setSaving] = useState(false)
  const data = rights.data
  const saved = useMemo(() => new Set(data ? checkedOf(data) : []), [data])
  useEffect(() => setChecked(saved), [saved])
  const dirty = useMemo(() => checked.size !== saved.size || [...checked].some((id) => !saved.has(id)), [checked, saved])
  const editable = canEdit && !!data && !data.all

  const change = (ids: string[], on: boolean) =>
    setChecked((current) => {
      const next = new Set(current)
      for (const id of ids) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  const save = async () => {
    if (!data) return
    setSaving(true)
    try {
      await api.post(SYSMANAGE_PATHS.saveRoleRights, { role: role.code, rights: grantsOf(data, [...checked]) }, { successMessage: true })
      emit('scm-change', { entity: 'role', action: 'rights', id: role.code })
      rights.reload()
      onSaved()
    } catch {
      // the client showed why
    } finally {
      setSaving(false)
    }
  }

  return (
    <div>
      <div className={buttonRow}>
        {editable ? (
          <>
            <Button variant="primary" onClick={() => void save()} loading={saving} disabled={!dirty}>
              保存权限
            </Button>
            <Button onClick={() => setChecked(saved)} disabled={!dirty}>
              撤销修改
            </Button>
          </>
        ) : null}
        <Button variant="text" onClick={() => setExpanded(new Set(data?.tree.map((n) => n.id)))}>
          展开分组
        </Button>
        <Button variant="text" onClick={() => setExpanded(new Set())}>
          全部收起
        </Button>
        {data?.all ? <span className={muted}>系统管理员拥有全部权限，无需设置。</span> : null}
        {editable ? <span className={muted}>勾选页面即授予其全部按钮；展开页面可取消个别按钮。</span> : null}
      </div>
      <div className={panel}>
        {rights.loading && !data ? <p className={muted}>加载中…</p> : null}
        {data ? (
          <RightsChecklist rights={data} label={`${role.name}的功能权限`} checked={checked} onChange={change} expanded={expanded} onToggle={toggle} disabled={!editable} />
        ) : null}
      </div>
    </div>
  )
}
