// Order mail: who receives it, sending (through src/mail) and the send records.
import { and, eq, isNotNull, ne } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/context'
import type { Db } from '../../db'
import { dateTimeText } from '../../http/dates'
import { sendMail, type MailDeps } from '../../mail'
import { pcSupply } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { orderMailRecord } from './schema'
import { findOrderDetail } from './detail'
import { MAIL_LINK_DAYS, mailSecret, signMailToken } from './mail-token'
import { publicOrigin } from '../../http/public-origin'
import { companyName, renderOrderMail } from './mail-template'
import type { Actor } from '../../business/purchase'
import * as clock from '../../clock'

/** The supplier's contacts: its own e-mail and its users' (login allowed), without duplicates. */
export async function supplierContacts(db: Db, supplyid: number): Promise<string[]> {
  const [supply] = await db.select({ email: pcSupply.email }).from(pcSupply).where(eq(pcSupply.supplyid, supplyid))
  const users = await db
    .select({ email: sysUser.email })
    .from(sysUser)
    .where(and(eq(sysUser.supplyid, supplyid), eq(sysUser.forbidLogin, false), isNotNull(sysUser.email), ne(sysUser.email, '')))
  const all = [supply?.email ?? '', ...users.map((u) => u.email)].map((e) => e.trim()).filter((e) => /^[^\s@]+@[^\s@]+$/.test(e))
  const seen = new Set<string>()
  return all.filter((e) => (seen.has(e.toLowerCase()) ? false : (seen.add(e.toLowerCase()), true)))
}

type OrderDetail = NonNullable<Awaited<ReturnType<typeof findOrderDetail>>>

/** Subject and HTML for one recipient, with a fresh token valid MAIL_LINK_DAYS days. */
export async function composeOrderMail(db: Db, origin: string, order: OrderDetail, version: 1 | 2, now = clock.now()) {
  const expires = new Date(now.getTime() + MAIL_LINK_DAYS * 86_400_000)
  const token = signMailToken(await mailSecret(db), order.id, order.supplyid, expires)
  const link = `${origin}/order/authEmail?token=${encodeURIComponent(token)}`
  const mail = renderOrderMail(order, version, link, await companyName(db), dateTimeText(expires))
  return { ...mail, link, expires }
}

/**
 * Mails the order to each recipient and keeps a send record per mail (failures recorded, not
 * thrown). Called after the publishing transaction committed: a slow SMTP server holds no locks.
 */
export async function sendOrderMails(
  deps: MailDeps & { origin: string },
  orderId: number,
  recipients: string[],
  version: 1 | 2,
  actor: Actor,
  resendOf: number | null = null,
) {
  const { db } = deps
  const order = await findOrderDetail(db, orderId, null)
  if (!order) return []
  const records = []
  for (const to of recipients) {
    const mail = await composeOrderMail(db, deps.origin, order, version)
    const sent = await sendMail(deps, { to, subject: mail.subject, html: mail.html })
    const [record] = await db
      .insert(orderMailRecord)
      .values({
        orderId,
        supplyid: order.supplyid,
        recipient: to,
        subject: mail.subject,
        version,
        transport: sent.transport,
        result: sent.result,
        error: sent.sent ? '' : '邮件服务器拒绝或无法连接',
        outboxId: sent.id,
        expiresAt: mail.expires,
        resendOf,
        sentBy: actor.userid,
        sentByName: actor.name,
      })
      .returning({ id: orderMailRecord.id })
    records.push(record!.id)
  }
  return records
}

/** Mail dependencies of a request: database, mail config and the public origin for links. */
export function mailDeps(c: Context<AppEnv>) {
  return { db: c.get('db'), config: c.get('config'), origin: publicOrigin(c) }
}
