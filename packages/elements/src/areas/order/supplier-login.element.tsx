import { useState, type FormEvent } from 'react'
import { setCurrentUser } from '@scm/core'
import { defineElement, useApi, useEmit } from '../../runtime'
import { loadCurrentUser } from '../../session/current-user'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { danger, heading, screen } from '../../ui/layout'

// <scm-supplier-login>: the sign-in box of a supplier's own extranet page (no portal around it).
// Signs in through core's client (OAuth2 password grant on /token, token kept in the session the
// other elements read), then tells the page with `scm-login`; the page shows its order elements.

const LOGIN_FAILED = '登录失败，账号或密码错误或被禁止登陆，请用管理员账号查看！'

function SupplierLogin({ heading: title = '供应商登录' }: { heading?: string }) {
  const api = useApi()
  const emit = useEmit()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!username.trim() || !password) return setError('请输入账号和密码')
    setBusy(true)
    setError(null)
    try {
      await api.login(username.trim(), password, { silent: true })
      const user = setCurrentUser(await loadCurrentUser(api))
      setPassword('')
      emit('scm-login', { userName: user?.UserName ?? username.trim(), supplyid: user?.supplyid ?? null })
    } catch {
      setError(LOGIN_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={screen} aria-label={title} onSubmit={(e) => void submit(e)} style={{ maxWidth: '360px' }}>
      <h2 className={heading}>{title}</h2>
      <FormField label="账号" value={username}>
        <Input name="username" autoComplete="username" value={username} onValueChange={setUsername} />
      </FormField>
      <FormField label="密码" value={password}>
        <Input name="password" type="password" autoComplete="current-password" trim={false} value={password} onValueChange={setPassword} />
      </FormField>
      {error ? (
        <p className={danger} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" loading={busy}>
        登录
      </Button>
    </form>
  )
}

defineElement('scm-supplier-login', SupplierLogin, {
  description: '供应商登录框：供应商自己的外部页面用它登录（令牌存入会话，页面上的其他元素随之可用）',
  attributes: { heading: { type: 'string', description: '标题', default: '供应商登录' } },
  events: { 'scm-login': '登录成功，detail 为 {userName, supplyid}' },
  embeddable: true,
})
