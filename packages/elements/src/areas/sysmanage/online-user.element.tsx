import { useMemo, useRef } from 'react'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { confirm, ConfirmHost } from '../../ui/confirm'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { Toolbar } from '../../ui/toolbar'
import { StatusTag } from '../../ui/status-tag'
import { heading, muted, screen } from '../../ui/layout'
import { useListController } from '../../list'
import { useCan } from '../../resource/grants'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/onlineUser 在线用户: live sessions (user, address, login and last-seen time); an
// administrator ends one and that token gets 401 at its next call.

const FN = 'sysmanage_onlineUser'

interface SessionRow {
  id: number
  userid: number
  usercode: string
  UserName: string
  dept_name: string
  supply_name: string
  ip: string
  user_agent: string
  login_time: string
  last_seen: string
  expires_at: string
  is_current: boolean
}

function OnlineUser({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const actions = useRef({ end: (_s: SessionRow) => {}, canEnd: false })
  const columns = useMemo<Column<SessionRow>[]>(
    () => [
      { key: 'usercode', title: '账号', width: 100 },
      { key: 'UserName', title: '姓名', width: 90 },
      { key: 'dept_name', title: '部门/单位', render: (s) => s.dept_name || s.supply_name },
      { key: 'ip', title: '登录地址', width: 120 },
      { key: 'user_agent', title: '浏览器', hidden: true },
      { key: 'login_time', title: '登录时间', width: 150 },
      { key: 'last_seen', title: '最后访问', width: 150 },
      { key: 'expires_at', title: '过期时间', width: 150, hidden: true },
      actionsColumn<SessionRow>(
        (s) =>
          s.is_current ? (
            <StatusTag status="当前会话" />
          ) : actions.current.canEnd ? (
            <Button variant="text" aria-label={`强制下线 ${s.UserName} ${s.ip}`} onClick={() => actions.current.end(s)}>
              强制下线
            </Button>
          ) : null,
        { width: 100, align: 'center' },
      ),
    ],
    [],
  )
  const list = useListController<SessionRow>({ path: SYSMANAGE_PATHS.onlineUsers, columns, rowKey: 'id', pageSize })
  const end = async (s: SessionRow) => {
    if (!(await confirm(`确定结束“${s.UserName}”（${s.ip}）的会话吗？该用户下一次操作时需重新登录。`, { title: '强制下线', danger: true }))) return
    try {
      await api.post(SYSMANAGE_PATHS.forceLogout, { id: s.id }, { successMessage: true })
      emit('scm-change', { entity: 'session', action: 'end', id: s.id, userid: s.userid })
    } catch {
      // the client showed why (e.g. the session has ended already)
    }
    list.reload()
  }
  actions.current = { end: (s) => void end(s), canEnd: can('delete') }
  const f = list.filters
  return (
    <section className={screen} aria-label="在线用户">
      <h2 className={heading}>在线用户</h2>
      <p className={muted}>当前共有 {list.total} 个在线会话。</p>
      <Toolbar aria-label="在线用户操作" searchValue={(f.searchKey as string) ?? ''} searchPlaceholder="账号、姓名或地址" onSearch={(text) => list.setFilters({ searchKey: text })} onClear={() => list.setFilters({})}>
        <Button onClick={list.reload}>刷新</Button>
      </Toolbar>
      <DataTable<SessionRow> caption="在线会话列表" state={list.table} columns={list.table.columns} rowKey="id" rows={list.rows} total={list.total} loading={list.loading} />
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-online-user', OnlineUser, {
  description: '在线用户：查看在线会话（用户、登录地址、登录与最后访问时间），强制下线（该令牌下一次调用返回 401）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '结束会话后，detail 为 {entity:"session", action:"end", id, userid}' },
})
