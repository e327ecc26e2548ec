import { defineElement } from '../../runtime'
import { Tabs } from '../../ui/tabs'
import { lazyPart } from '../../ui/lazy-part'
import { ResetLog } from './logs/reset-log'
import { heading, screen } from '../../ui/layout'
import { useCurrentRoles } from '../../session/current-user'

// /sysmanage/resePwdLog 重置密码日志: the reset-password log and, for administrators, the audit
// log of every administration change (who, when, what, before and after).

// the audit log (its entity filter names every resource) is fetched when its tab is opened
const AuditLog = lazyPart(
  'AuditLog',
  () => import('./logs/audit-log').then((m) => m.AuditLog),
  () => <p role="status">加载中…</p>,
)

function ResePwdLog({ pageSize }: { pageSize?: number }) {
  const roles = useCurrentRoles()
  const admin = roles?.includes('admin') ?? false
  return (
    <section className={screen} aria-label="重置密码日志">
      <h2 className={heading}>重置密码日志</h2>
      {admin ? (
        <Tabs
          aria-label="日志"
          items={[
            { value: 'reset', label: '重置密码日志', content: <ResetLog pageSize={pageSize} /> },
            { value: 'audit', label: '管理操作审计日志', content: <AuditLog pageSize={pageSize} /> },
          ]}
        />
      ) : (
        <ResetLog pageSize={pageSize} />
      )}
    </section>
  )
}

defineElement('scm-rese-pwd-log', ResePwdLog, {
  description: '重置密码日志：用户找回密码与管理员重置密码的记录；管理员另可查看系统管理的审计日志（操作人、时间、对象、修改前后）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
