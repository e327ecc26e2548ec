import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { setCurrentUser, textRule, type Rule } from '@scm/core'
import { defineElement, useApi, useApiTarget, useElementHost, useEmit } from '../../runtime'
import { Input } from '../../ui/input'
import { Upload } from '../../ui/upload'
import { AdminField } from '../../ui/admin-field'
import { useFormState, type FieldRules } from '../../ui/form-dialog'
import { buttonRow, facts, denseFormGrid, heading, muted, screen, denseSubheading } from '../../ui/layout'
import { forgetCurrentUser, useCurrentUser, type CurrentUser } from '../../session/current-user'
import { ChangePassword } from './parts/change-password'
import { PageForm } from './parts/page-form'
import { WechatBinding } from './parts/wechat-binding'
import { USER_PATHS } from '@scm/core/user'

// /MySelf/personal 个人资料 (the header's avatar leads here): name, phone, e-mail, the avatar
// picture, the caller's own password and his WeChat binding (QR code, unbind).

const AVATAR_PATH = USER_PATHS.uploadAvatar
const avatar = css({ w: '96px', h: '96px', borderRadius: '50%', objectFit: 'cover', bg: '#eef0f3', border: '1px solid #e4e7ed' })
const emailRule: Rule = { trigger: 'blur', message: '请输入正确的邮箱地址', pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ }
const rules: FieldRules = {
  UserName: textRule({ required: true, max: 50, label: '姓名' }),
  phone: textRule({ max: 30 }),
  email: [...textRule({ max: 100 }), emailRule],
}

interface ProfileDraft extends Record<string, unknown> {
  UserName: string
  phone: string
  email: string
}

function Personal() {
  const api = useApi()
  const emit = useEmit()
  const host = useElementHost()
  const me = useCurrentUser()
  const [current, setCurrent] = useState<CurrentUser | null>(null)
  const form = useFormState<ProfileDraft>({ UserName: '', phone: '', email: '' }, rules)
  useEffect(() => {
    if (!me) return
    setCurrent(me)
    form.reset({ UserName: me.UserName, phone: me.phone ?? '', email: me.email ?? '' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me])

  const { apiBase, headers } = useApiTarget()
  // the portal's own session keeps the header's name and avatar; an embedding page keeps its own
  const updateSession = (user: CurrentUser) => {
    if (!host.hasAttribute('token')) setCurrentUser(user)
    forgetCurrentUser(api)
  }

  const save = async () => {
    const saved = await api.post<CurrentUser>(USER_PATHS.saveProfile, form.values, { silent: true, successMessage: true })
    setCurrent(saved)
    updateSession(saved)
    emit('scm-change', { entity: 'user', action: 'profile', id: saved.userid })
  }

  const d = form.values
  return (
    <section className={screen} aria-label="个人资料">
      <h2 className={heading}>个人资料</h2>
      {me === undefined && !current ? <p className={muted}>加载中…</p> : null}
      {current ? (
        <>
          <div className={buttonRow}>
            {current.Images ? <img className={avatar} src={`${apiBase}${current.Images}`} alt="我的头像" /> : <div className={avatar} role="img" aria-label="尚未设置头像" />}
            <dl className={facts} aria-label="账号信息">
              <dt>账号</dt>
              <dd>{current.usercode}</dd>
              <dt>部门</dt>
              <dd>{current.deptName || '—'}</dd>
              <dt>岗位</dt>
              <dd>{current.stationName || '—'}</dd>
            </dl>
          </div>
          <h3 className={denseSubheading}>头像</h3>
          <Upload
            url={`${apiBase}${AVATAR_PATH}`}
            headers={headers}
            accept={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
            maxFiles={1}
            maxFileSize={2 * 1024 * 1024}
            label="上传头像（PNG、JPG、GIF 或 WEBP，不超过2MB）"
            onUploaded={(data) => {
              const images = (data as { Images?: string } | null)?.Images
              if (!images) return
              const next = { ...current, Images: images }
              setCurrent(next)
              updateSession(next)
              emit('scm-change', { entity: 'user', action: 'avatar', id: current.userid, Images: images })
            }}
          />
          <h3 className={denseSubheading}>基本资料</h3>
          <PageForm label="基本资料" submitText="保存资料" validate={form.validate} onSubmit={save}>
            <div className={denseFormGrid}>
              <AdminField form={form} name="UserName" label="姓名" required rules={rules.UserName}>
                <Input name="UserName" value={d.UserName} onValueChange={(v) => form.set('UserName', v)} />
              </AdminField>
              <AdminField form={form} name="phone" label="电话" rules={rules.phone}>
                <Input name="phone" type="tel" value={d.phone} onValueChange={(v) => form.set('phone', v)} />
              </AdminField>
              <AdminField form={form} name="email" label="邮箱" rules={rules.email}>
                <Input name="email" type="email" value={d.email} onValueChange={(v) => form.set('email', v)} />
              </AdminField>
            </div>
          </PageForm>
          <h3 className={denseSubheading}>修改密码</h3>
          <ChangePassword />
          <h3 className={denseSubheading}>微信绑定</h3>
          <WechatBinding />
        </>
      ) : null}
    </section>
  )
}

defineElement('scm-personal', Personal, {
  description: '个人资料：查看账号信息，修改姓名、电话、邮箱，上传头像，修改密码，微信绑定（扫码绑定、解绑）',
  attributes: {},
  events: { 'scm-change': '资料、头像、密码修改或解绑微信后，detail 为 {entity:"user", action:"profile"|"avatar"|"password"|"wx-unbind", id?}' },
})
