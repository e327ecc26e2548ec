import { useEffect, useState } from 'react'
import { textRule, type Rule } from '@scm/core'
import { useApi, useEmit } from '../../../runtime'
import { Input } from '../../../ui/input'
import { AdminField } from '../../../ui/admin-field'
import { useFormState, type FieldRules } from '../../../ui/form-dialog'
import { danger, denseFormGrid, muted } from '../../../ui/layout'
import { PageForm } from './page-form'
import { USER_PATHS } from '@scm/core/user'

// 修改密码: old password, new password with its live strength (the server's policy decides
// what is accepted), the new one again. The server ends the caller's other sessions.

interface PasswordDraft extends Record<string, unknown> {
  oldPassword: string
  newPassword: string
  again: string
}

const rules = (d: PasswordDraft): FieldRules => ({
  oldPassword: textRule({ required: true, max: 200, label: '原密码' }),
  newPassword: textRule({ required: true, max: 64, label: '新密码' }),
  again: [
    ...textRule({ required: true, max: 64, label: '确认密码' }),
    { trigger: 'blur', message: '两次输入的新密码不一致', check: (v) => v === d.newPassword } satisfies Rule,
  ],
})

interface Strength {
  level: number
  text: string
  minLevel: number
}

export function ChangePassword() {
  const api = useApi()
  const emit = useEmit()
  const form = useFormState<PasswordDraft>({ oldPassword: '', newPassword: '', again: '' }, rules)
  const [strength, setStrength] = useState<Strength | null>(null)
  const d = form.values
  const r = rules(d)

  useEffect(() => {
    if (!d.newPassword) return setStrength(null)
    let live = true
    const timer = setTimeout(() => {
      api
        .post<Strength>(USER_PATHS.passwordLevel, { password: d.newPassword }, { silent: true })
        .then((s) => live && setStrength(s))
        .catch(() => live && setStrength(null))
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, d.newPassword])

  const send = async () => {
    await api.post(USER_PATHS.updatePassword, { oldPassword: d.oldPassword, newPassword: d.newPassword }, { silent: true, successMessage: true })
    form.reset({ oldPassword: '', newPassword: '', again: '' })
    emit('scm-change', { entity: 'user', action: 'password' })
  }

  const weak = strength && strength.level < strength.minLevel
  return (
    <PageForm label="修改密码" submitText="修改密码" validate={form.validate} onSubmit={send}>
      <div className={denseFormGrid}>
        <AdminField form={form} name="oldPassword" label="原密码" required rules={r.oldPassword}>
          <Input name="oldPassword" type="password" autoComplete="current-password" trim={false} value={d.oldPassword} onValueChange={(v) => form.set('oldPassword', v)} />
        </AdminField>
        <div />
        <AdminField
          form={form}
          name="newPassword"
          label="新密码"
          required
          rules={r.newPassword}
          helperText={strength ? <span className={weak ? danger : muted}>密码强度：{strength.text}{weak ? '（低于系统要求）' : ''}</span> : undefined}
        >
          <Input name="newPassword" type="password" autoComplete="new-password" trim={false} value={d.newPassword} onValueChange={(v) => form.set('newPassword', v)} />
        </AdminField>
        <AdminField form={form} name="again" label="确认新密码" required rules={r.again}>
          <Input name="again" type="password" autoComplete="new-password" trim={false} value={d.again} onValueChange={(v) => form.set('again', v)} />
        </AdminField>
      </div>
    </PageForm>
  )
}
