// /login: POST /token through core's client, then GetCurrentUser kept in the session.
// A refused login shows the spec's message at the form (the client's own wording).
import { ApiError, SESSION_PATHS, loadRuntimeConfig, runtimeConfigMissing, setCurrentUser, whenConfigured } from '@scm/core'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { api } from '../../app/api'
import { preloadPortal } from '../../app/preload'
import { AuthCard } from '../auth-card'
import { pub } from '../public-styles'
import { TextField } from '../TextField'

export default function LoginPage() {
  const navigate = useNavigate()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  // logout cleared the stored API base: read the runtime configuration again before signing in
  // (once the page's own read at start is in, so a fresh page does not read it twice)
  useEffect(() => {
    void whenConfigured().then(() => (runtimeConfigMissing() ? loadRuntimeConfig() : undefined)).catch(() => undefined)
  }, [])
  // the portal's chunks, once the login page has drawn and the browser is idle (typing takes longer)
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200))
    idle(preloadPortal)
  }, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const account = username.trim()
    if (!account || !password) {
      setError(!account ? '请输入账号' : '请输入密码')
      return
    }
    setBusy(true)
    setError('')
    preloadPortal() // beside the sign-in calls, if the page had no idle moment yet
    try {
      await api.login(account, password, { silent: true })
      setCurrentUser(await api.get(SESSION_PATHS.currentUser, { timestamp: true }))
      navigate('/', { replace: true })
    } catch (failure) {
      setError(failure instanceof ApiError || failure instanceof Error ? failure.message : '网络错误，链接超时')
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard heading="用户登录">
      <form onSubmit={submit} noValidate>
        <TextField id="login-username" label="账号" name="username" autoComplete="username" value={username} onValueChange={setUsername} autoFocus />
        <TextField
          id="login-password"
          label="密码"
          name="password"
          type="password"
          autoComplete="current-password"
          trim={false}
          value={password}
          onValueChange={setPassword}
        />
        {error ? (
          <p role="alert" className={pub.error}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={pub.primary} disabled={busy} aria-busy={busy || undefined}>
          {busy ? '登录中…' : '登录'}
        </button>
        <p className={pub.links}>
          <Link to="/resetPwd" className={pub.link}>
            忘记密码？
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}
