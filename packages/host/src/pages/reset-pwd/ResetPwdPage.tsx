// /resetPwd (forgot password): account → 获取验证码 (mailed by the server) → code and a new
// password with its live security level → findPwd. Public: works without a session.
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { SHELL_PATHS } from '@scm/core'
import { api } from '../../app/api'
import { AuthCard } from '../auth-card'
import { pub } from '../public-styles'
import { TextField } from '../TextField'
import { usePasswordLevel } from './password-level'

const RESEND_SECONDS = 60

export default function ResetPwdPage() {
  const navigate = useNavigate()
  const [username, setUsername] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState('')
  const [waiting, setWaiting] = useState(0)
  const [sending, setSending] = useState(false)
  const [saving, setSaving] = useState(false)
  const level = usePasswordLevel(password)

  useEffect(() => {
    if (waiting <= 0) return
    const timer = setTimeout(() => setWaiting((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [waiting])

  async function sendCode() {
    const account = username.trim()
    if (!account) {
      setError('请输入账号')
      return
    }
    setError('')
    setSending(true)
    try {
      await api.get(SHELL_PATHS.resetCode, { query: { username: account }, timestamp: true, successMessage: true })
      setWaiting(RESEND_SECONDS)
    } catch {
      // the client showed why
    } finally {
      setSending(false)
    }
  }

  function problem(): string {
    if (!username.trim()) return '请输入账号'
    if (!code.trim()) return '请输入验证码'
    if (!password) return '请输入新密码'
    if (password !== confirm) return '两次输入的密码不一致'
    return ''
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const reason = problem()
    setError(reason)
    if (reason) return
    setSaving(true)
    try {
      // the server judges the strength (its message says what is missing) and answers the success text
      await api.post(SHELL_PATHS.resetPassword, { username: username.trim(), code: code.trim(), newPassword: password }, { silent: true, successMessage: true })
      navigate('/login', { replace: true })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '操作失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <AuthCard heading="找回密码">
      <form onSubmit={submit} noValidate>
        <TextField id="reset-username" label="账号" autoComplete="username" value={username} onValueChange={setUsername} autoFocus />
        <div className={pub.field}>
          <label className={pub.label} htmlFor="reset-code">
            验证码
          </label>
          <div className={pub.row}>
            <input
              id="reset-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              className={pub.input}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.trim())}
            />
            <button type="button" className={pub.button} onClick={sendCode} disabled={sending || waiting > 0} aria-busy={sending || undefined}>
              {waiting > 0 ? `${waiting}秒后重新获取` : '获取验证码'}
            </button>
          </div>
        </div>
        <TextField
          id="reset-password"
          label="新密码"
          type="password"
          autoComplete="new-password"
          trim={false}
          value={password}
          onValueChange={setPassword}
          aria-describedby="reset-level"
        />
        <div id="reset-level" aria-live="polite" className={pub.level}>
          {level ? (
            <>
              <span>密码强度：{level.text}</span>
              <div className={pub.track} aria-hidden="true">
                <span className={pub.fill} data-level={Math.max(0, Math.min(3, level.level))} style={{ width: `${((level.level + 1) / 4) * 100}%` }} />
              </div>
            </>
          ) : null}
        </div>
        <TextField id="reset-confirm" label="确认新密码" type="password" autoComplete="new-password" trim={false} value={confirm} onValueChange={setConfirm} />
        {error ? (
          <p role="alert" className={pub.error}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={pub.primary} disabled={saving} aria-busy={saving || undefined}>
          重置密码
        </button>
        <p className={pub.links}>
          <Link to="/login" className={pub.link}>
            返回登录
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}
