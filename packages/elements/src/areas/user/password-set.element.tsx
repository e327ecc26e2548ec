import { defineElement } from '../../runtime'
import { heading, screen, denseSubheading } from '../../ui/layout'
import { useCan } from '../../resource/grants'
import { useCurrentRoles } from '../../session/current-user'
import { ChangePassword } from './parts/change-password'
import { PasswordPolicy } from './parts/password-policy'

// /MySelf/PasswordSet 密码设置 (spec: role restriction admin): the portal's password strength
// requirement and the administrator's own password.

function PasswordSet() {
  const can = useCan('MySelf1_PasswordSet')
  const roles = useCurrentRoles()
  return (
    <section className={screen} aria-label="密码设置">
      <h2 className={heading}>密码设置</h2>
      <h3 className={denseSubheading}>密码强度要求</h3>
      <PasswordPolicy canEdit={can('edit') && (roles?.includes('admin') ?? false)} />
      <h3 className={denseSubheading}>修改我的密码</h3>
      <ChangePassword />
    </section>
  )
}

defineElement('scm-password-set', PasswordSet, {
  description: '密码设置（仅管理员）：设置新密码的最低强度，修改自己的密码',
  attributes: {},
  events: { 'scm-change': '密码或密码强度要求修改后，detail 为 {entity, action}' },
})
