import { useState } from 'react'
import { useApi, useEmit } from '../../../runtime'
import { Button } from '../../../ui/button'
import { confirm } from '../../../ui/confirm'
import { Dialog } from '../../../ui/dialog'
import { css } from 'styled-system/css'
import type { UserRow } from '../shared/types'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// What an administrator does to a user from a list row: forbid or allow login (forbidding ends
// the user's live sessions on the server), reset the password (the new one is shown once), delete.

const passwordBox = css({ fontFamily: 'monospace', fontSize: '16px', p: '6px 10px', bg: '#f5f7fa', borderRadius: '4px', userSelect: 'all' })

export interface UserActions {
  toggleForbid: (user: UserRow) => Promise<void>
  resetPassword: (user: UserRow) => Promise<void>
  remove: (user: UserRow) => Promise<void>
  /** The dialog showing a reset password; render it once in the screen. */
  dialog: React.ReactNode
}

export function useUserActions(onChanged: () => void): UserActions {
  const api = useApi()
  const emit = useEmit()
  const [reset, setReset] = useState<{ user: UserRow; password: string } | null>(null)
  const changed = (action: string, user: UserRow) => {
    emit('scm-change', { entity: 'user', action, id: user.userid })
    onChanged()
  }

  const toggleForbid = async (user: UserRow) => {
    const forbid = user.ForbidLoginFlag !== 1
    const text = forbid ? `确定禁止“${user.UserName}”登录吗？该用户的在线会话将立即结束。` : `确定允许“${user.UserName}”登录吗？`
    if (!(await confirm(text, { title: forbid ? '禁止登录' : '允许登录', danger: forbid }))) return
    try {
      await api.post(SYSMANAGE_PATHS.forbidLogin, { userId: user.userid, ForbidLoginFlag: forbid ? 1 : 0 }, { successMessage: true })
      changed(forbid ? 'forbid' : 'allow', user)
    } catch {
      // the client showed why
    }
  }

  const resetPassword = async (user: UserRow) => {
    if (!(await confirm(`确定重置“${user.UserName}”的密码吗？新密码只显示一次，该用户需重新登录。`, { title: '重置密码' }))) return
    try {
      const answer = await api.post<{ password: string }>(SYSMANAGE_PATHS.resetPassword, { userId: user.userid })
      setReset({ user, password: answer.password })
      changed('resetPassword', user)
    } catch {
      // the client showed why
    }
  }

  const remove = async (user: UserRow) => {
    if (!(await confirm(`确定删除用户“${user.UserName}”（${user.usercode}）吗？`, { title: '删除确认', danger: true }))) return
    try {
      await api.post(SYSMANAGE_PATHS.delUser, undefined, { query: { userId: user.userid }, successMessage: true })
      changed('delete', user)
    } catch {
      // the client showed why
    }
  }

  const dialog = (
    <Dialog
      open={reset !== null}
      onClose={() => setReset(null)}
      title="密码已重置"
      size="small"
      footer={
        <Button variant="primary" onClick={() => setReset(null)}>
          我已记下
        </Button>
      }
    >
      <p>“{reset?.user.UserName}”（{reset?.user.usercode}）的新密码：</p>
      <p className={passwordBox} aria-label="新密码">
        {reset?.password}
      </p>
      <p>请告知用户，并提醒其登录后在个人事务中修改密码。此密码只显示这一次。</p>
    </Dialog>
  )
  return { toggleForbid, resetPassword, remove, dialog }
}
