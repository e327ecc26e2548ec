// GetEmailDetail and DownloadAttachment: only for a holder of the mail (else 404, ids unconfirmed).
import { Hono, type Context } from 'hono'
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { MailDetail } from '@scm/core/mail'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseQuery } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { sysUser } from '../../identity/user-schema'
import { fileResponse } from '../../platform/file-store'
import { attachedFile, attachmentList } from '../../platform/attachments'
import { idParam, acceptsIds } from '../../http/params'
import { BOX_HINTS, heldCopies, MAIL_DOC, mailFn, NOT_FOUND, pickBox } from './access'
import { mailColumns, mailRowOf } from './rows'
import { receiversByIds } from '../../business/user-rows'
import { mailReceiver, mailRecord } from './schema'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

export const detailRoutes = new Hono<AppEnv>()

export function attachmentsOf(db: Db, mailId: number) {
  return attachmentList(db, MAIL_DOC, mailId)
}

const detailQuery = z.object({
  id: z.coerce.number({ error: '请选择邮件' }).int('请选择邮件').positive('请选择邮件'),
  box: z.enum(BOX_HINTS, { error: '邮箱类型不正确' }).optional(),
})

/** Opening a received copy marks it read (the badge drops at once). */
detailRoutes.get('/Email/MSMailRecord/GetEmailDetail', mailFn, accepts({ query: detailQuery }), async (c) => {
  const { id, box: hint } = parseQuery(c, detailQuery)
  const me = c.get('user')
  const detail = await c.get('db').transaction(async (tx) => {
    const copy = (await heldCopies(tx, me.userid, [id])).get(id)
    const box = copy ? pickBox(copy, hint) : null
    if (!copy || !box) return null
    let received = copy.received
    if (box === 'inbox' && received && !received.isRead) {
      await tx
        .update(mailReceiver)
        .set({ isRead: true, readAt: clock.now() })
        .where(and(eq(mailReceiver.mailId, id), eq(mailReceiver.userid, me.userid)))
      received = { ...received, isRead: true }
    }
    const [row] = await tx.select({ ...mailColumns, body: mailRecord.body }).from(mailRecord).leftJoin(sysUser, eq(sysUser.userid, mailRecord.senderId)).where(eq(mailRecord.id, id))
    const copies = await tx
      .select({ userid: mailReceiver.userid, kind: mailReceiver.kind })
      .from(mailReceiver)
      .where(eq(mailReceiver.mailId, id))
      .orderBy(asc(mailReceiver.id))
    const people = await receiversByIds(tx, copies.map((r) => r.userid))
    const receiversOf = (kind: string) => copies.filter((r) => r.kind === kind).map((r) => people.get(r.userid)!)
    const out: MailDetail = {
      ...mailRowOf({ ...row!, ...(box === 'inbox' ? received! : {}) }),
      body: row!.body,
      to: receiversOf('to'),
      cc: receiversOf('cc'),
      attachments: await attachmentsOf(tx, id),
      box,
    }
    return out
  })
  if (!detail) refuse(NOT_FOUND, 404)
  return ok(c, detail)
})

async function attachmentFile(c: Context<AppEnv>) {
  const mailId = await idParam(c, 'mail_id', '请选择邮件')
  const fileId = await idParam(c, 'file_id', '请选择文件')
  const db = c.get('db')
  if (!(await heldCopies(db, c.get('user').userid, [mailId])).has(mailId)) return null
  return attachedFile(db, MAIL_DOC, mailId, fileId)
}

/** The sender or a receiver of the mail gets the file whatever the category rights say. */
detailRoutes.get('/Email/MSMailRecord/DownloadAttachment', mailFn, acceptsIds('mail_id', 'file_id'), async (c) => {
  const file = await attachmentFile(c)
  if (!file) refuse('文件不存在', 404)
  return fileResponse(c, file)
})
