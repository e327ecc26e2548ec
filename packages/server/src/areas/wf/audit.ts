import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { writeAudit } from '../../platform/audit'
import { sysUser } from '../../identity/user-schema'
import type { FlowStatus } from '@scm/core/business'

/** Who acts on a flow: a CurrentUser (plus the request's ip when a route calls) or just a userid. */
export interface Actor {
  userid: number
  usercode?: string
  UserName?: string
  ip?: string
}

/** One audit row per flow event (发起审批, 同意, 驳回, 撤回), in the deciding transaction. */
export async function auditFlow(tx: Db, actor: Actor, action: string, status: FlowStatus, opinion?: string): Promise<void> {
  let { usercode, UserName } = actor
  if (usercode === undefined || UserName === undefined) {
    // areas may pass a bare userid: name the actor from the account
    const [row] = await tx.select({ usercode: sysUser.usercode, userName: sysUser.userName }).from(sysUser).where(eq(sysUser.userid, actor.userid))
    usercode = row?.usercode ?? String(actor.userid)
    UserName = row?.userName ?? ''
  }
  await writeAudit(tx, { userid: actor.userid, usercode, UserName, ip: actor.ip ?? '' }, {
    area: 'wf',
    action,
    target: `审批单 ${status.title}`,
    targetId: status.instance_id,
    after: {
      flow_name: status.flow_name,
      record_type: status.record_type,
      record_id: status.record_id,
      status: status.status,
      current_step: status.current_step,
      ...(opinion ? { opinion } : {}),
    },
  })
}
