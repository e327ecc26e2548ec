import { useEffect, useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import type { ListPage } from '@scm/core'
import { defineElement, useApi, useApiTarget, useEmit } from '../../../runtime'
import { Button } from '../../../ui/button'
import { ConfirmHost } from '../../../ui/confirm'
import { SearchInput } from '../../../ui/search-input'
import { Select } from '../../../ui/select'
import { orgOptions, useOrgTree } from '../shared/options'
import { buttonRow, facts, heading, muted, narrow, screen, denseSubheading } from '../../../ui/layout'
import { USER_TYPE_TEXT, type UserRow } from '../shared/types'
import { useCan } from '../../../resource/grants'
import { useLoad } from '../../../list/use-load'
import { userStatus } from '../users/user-columns'
import { UserForm } from '../users/user-form'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/org/userdtl 人员详情: one person's record (reached from 人员 with ?userId=, or found
// here by account): where they sit, roles, contact, status; 编辑 and 调整岗位 when granted.

const FN = 'sysmanage_org_userdtl'
const avatar = css({ w: '64px', h: '64px', borderRadius: '50%', objectFit: 'cover', bg: '#eef0f3' })

interface UserDtlProps {
  userId?: number
}

function OrgUserDtl({ userId }: UserDtlProps) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const [wanted, setWanted] = useState<{ userId?: number; usercode?: string }>({ userId })
  useEffect(() => setWanted({ userId }), [userId])
  const key = wanted.userId ? `id:${wanted.userId}` : wanted.usercode ? `code:${wanted.usercode}` : null
  const user = useLoad(async (a) => {
    if (wanted.usercode) return a.get<UserRow>(SYSMANAGE_PATHS.userByCode, { query: { usercode: wanted.usercode }, timestamp: true })
    const page = await a.post<ListPage<UserRow>>(SYSMANAGE_PATHS.users, { page: 1, rows: 1, userId: wanted.userId })
    return page.rows[0] ?? null
  }, key)
  const [editing, setEditing] = useState(false)
  const [station, setStation] = useState<string | null>(null)
  const org = useOrgTree(!!user.data && user.data.user_type === 'staff')
  const stationItems = useMemo(() => {
    const { depts, stations } = orgOptions(org.data)
    const deptName = new Map(depts.map((d) => [d.value, d.label.trim()]))
    return stations.map((s) => ({ ...s, label: `${deptName.get(String(s.deptId)) ?? ''} / ${s.label}` }))
  }, [org.data])
  const u = user.data
  useEffect(() => setStation(u?.station_id ? String(u.station_id) : null), [u])
  const { apiBase } = useApiTarget()

  const moveStation = async () => {
    if (!u) return
    try {
      await api.post(SYSMANAGE_PATHS.saveUserStation, { userIds: [u.userid], station_id: station ? Number(station) : null }, { successMessage: true })
      emit('scm-change', { entity: 'user', action: 'station', ids: [u.userid], station_id: station ? Number(station) : null })
      user.reload()
    } catch {
      // the client showed why
    }
  }

  return (
    <section className={screen} aria-label="人员详情">
      <h2 className={heading}>人员详情</h2>
      <div className={buttonRow}>
        <SearchInput onSearch={(text) => setWanted(text ? { usercode: text } : { userId })} placeholder="输入账号查看人员" aria-label="按账号查找人员" clearable={false} />
        <Button onClick={() => emit('scm-navigate', { path: '/sysmanage/org/user' })}>返回人员</Button>
      </div>
      {!key ? <p className={muted}>请从“人员”中选择一位人员，或输入账号查找。</p> : null}
      {key && !user.loading && !u ? <p className={muted}>没有找到该人员。</p> : null}
      {u ? (
        <>
          <div className={buttonRow}>
            {u.Images ? <img className={avatar} src={`${apiBase}${u.Images}`} alt={`${u.UserName}的头像`} /> : null}
            <div>
              <strong>{u.UserName}</strong>（{u.usercode}） {userStatus(u)}
            </div>
            {can('edit') ? <Button onClick={() => setEditing(true)}>编辑</Button> : null}
          </div>
          <dl className={facts} aria-label="人员信息">
            <dt>用户类型</dt>
            <dd>{USER_TYPE_TEXT[u.user_type]}</dd>
            <dt>部门</dt>
            <dd>{u.dept_name || '—'}</dd>
            <dt>岗位</dt>
            <dd>{u.station_name || '未分配'}</dd>
            <dt>所属单位</dt>
            <dd>{u.supply_name || u.cust_name || '—'}</dd>
            <dt>角色</dt>
            <dd>{u.role_names || '—'}</dd>
            <dt>电话</dt>
            <dd>{u.phone || '—'}</dd>
            <dt>邮箱</dt>
            <dd>{u.email || '—'}</dd>
            <dt>微信绑定</dt>
            <dd>{u.wx_bound ? '已绑定' : '未绑定'}</dd>
            <dt>在线会话</dt>
            <dd>{u.online}</dd>
            <dt>创建时间</dt>
            <dd>{u.created_at}</dd>
          </dl>
          {u.user_type === 'staff' && can('edit') ? (
            <>
              <h3 className={denseSubheading}>调整岗位</h3>
              <div className={buttonRow}>
                <div className={narrow}>
                  <Select aria-label="岗位" items={stationItems} value={station} clearable placeholder="未分配岗位" onValueChange={setStation} />
                </div>
                <Button variant="primary" onClick={() => void moveStation()} disabled={station === (u.station_id ? String(u.station_id) : null)}>
                  保存岗位
                </Button>
              </div>
            </>
          ) : null}
        </>
      ) : null}
      <UserForm
        open={editing}
        user={u ?? null}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false)
          emit('scm-change', { entity: 'user', action: 'edit', id: saved.userid })
          user.reload()
        }}
      />
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-org-userdtl', OrgUserDtl, {
  description: '企业组织·人员详情：查看一位人员的部门、岗位、角色、联系方式与状态，编辑资料、调整岗位',
  attributes: { userId: { type: 'number', description: '人员的 userid（来自“人员”页面的链接）' } },
  events: {
    'scm-change': '人员资料或岗位变化后，detail 为 {entity:"user", action, id | ids}',
    'scm-navigate': '返回人员列表，detail 为 {path:"/sysmanage/org/user"}',
  },
})
