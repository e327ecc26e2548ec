import { useEffect, useMemo, useState } from 'react'
import { useApi, useEmit } from '../../../runtime'
import { Button } from '../../../ui/button'
import { Tree } from '../../../ui/tree'
import { buttonRow, muted, panel } from '../shared/styles'
import type { RoleRow } from '../shared/types'
import { useLoad } from '../shared/use-load'
import { checkedOf, grantsOf, rightsTreeNodes, type RoleRights } from './rights-tree'

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
  const rights = useLoad((a) => a.get<RoleRights>('/api/Right/GetRoleRights', { query: { role: role.code }, timestamp: true }), role.code)
  const [checked, setChecked] = useState<string[]>([])
  const [expanded, setExpanded] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const data = rights.data
  const { nodes, text } = useMemo(() => (data ? rightsTreeNodes(data) : { nodes: [], text: new Map<string, string>() }), [data])
  const saved = useMemo(() => (data ? checkedOf(data) : []), [data])
  useEffect(() => setChecked(saved), [saved])
  const dirty = useMemo(() => checked.length !== saved.length || checked.some((id) => !saved.includes(id)), [checked, saved])
  const editable = canEdit && !!data && !data.all

  const save = async () => {
    if (!data) return
    setSaving(true)
    try {
      await api.post('/api/Right/SaveRoleRights', { role: role.code, rights: grantsOf(data, checked) }, { successMessage: true })
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
        <Button variant="text" onClick={() => setExpanded(nodes.map((n) => n.id))}>
          展开分组
        </Button>
        <Button variant="text" onClick={() => setExpanded([])}>
          全部收起
        </Button>
        {data?.all ? <span className={muted}>系统管理员拥有全部权限，无需设置。</span> : null}
        {editable ? <span className={muted}>勾选页面即授予其全部按钮；展开页面可取消个别按钮。</span> : null}
      </div>
      <div className={panel}>
        {rights.loading && !data ? <p className={muted}>加载中…</p> : null}
        {nodes.length ? (
          <Tree
            aria-label={`${role.name}的功能权限`}
            nodes={nodes}
            checkable
            checked={checked}
            onCheck={(ids) => editable && setChecked(ids)}
            expanded={expanded}
            onExpand={setExpanded}
            renderLabel={(n) => text.get(n.id) ?? n.label}
          />
        ) : null}
      </div>
    </div>
  )
}
