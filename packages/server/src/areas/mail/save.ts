// Save: a new or edited draft, or sending (a new mail or a draft). Sent mail is never edited.
import { Hono } from 'hono'
import { and, eq, inArray, or } from 'drizzle-orm'
import { z } from 'zod'
import { checkMail } from '@scm/core/mail'
import type { Db } from '../../db'
import type { AppEnv, CurrentUser } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { sanitizeHtml } from '../../http/html'
import { flag } from '../../http/body'
import { docFile } from '../../platform/schema'
import { filesOfDoc, ownUploads, setFiles } from '../../platform/attachments'
import { DRAFT, heldReceived, heldSent, MAIL_DOC, mailFn, NOT_FOUND, SENT } from './access'
import { checkReceivers } from './receivers'
import { mailReceiver, mailRecord } from './schema'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

export const saveRoutes = new Hono<AppEnv>()

export const MAX_RECEIVERS = 200
export const MAX_ATTACHMENTS = 20
const UNTITLED = '（无主题）'

const ids = (message: string, max: number, tooMany: string) =>
  z
    .array(z.coerce.number({ error: message }).int(message).positive(message), { error: message })
    .max(max, tooMany)
    .nullish()
    .transform((list) => [...new Set(list ?? [])])

const saveBody = z.object(
  {
    // '', 0 and null mean a new mail (forms send an empty id)
    id: z.preprocess((v) => (v === '' || v === 0 || v === '0' || v === null ? undefined : v), z.coerce.number({ error: '邮件编号不正确' }).int('邮件编号不正确').positive('邮件编号不正确').optional()),
    subject: z.string({ error: '邮件主题格式不正确' }).nullish().transform((s) => (s ?? '').trim()),
    body: z.string({ error: '邮件内容格式不正确' }).nullish().transform((s) => s ?? ''),
    to: ids('收件人不存在或不可发送', MAX_RECEIVERS, `收件人不能超过${MAX_RECEIVERS}个`),
    cc: ids('收件人不存在或不可发送', MAX_RECEIVERS, `抄送人不能超过${MAX_RECEIVERS}个`),
    file_ids: ids('附件不存在', MAX_ATTACHMENTS, `附件不能超过${MAX_ATTACHMENTS}个`),
    send: flag.optional().default(false),
  },
  { error: '请求数据格式错误' },
)
type SaveInput = z.output<typeof saveBody>

/** The checks that need no database (core's, as the compose screen applies them): the first fails. */
function checkInput(input: SaveInput) {
  const failed = Object.values(checkMail(input, input.send))[0]
  if (failed) refuse(failed)
}

/**
 * Files that may travel with the caller's mail: those he uploaded, and the attachments of a mail he
 * still holds (转发 sends the original's attachments on without downloading them first).
 */
async function checkFiles(db: Db, me: CurrentUser, fileIds: number[]) {
  if (!fileIds.length) return
  const own = await ownUploads(db, me.userid, fileIds)
  const rest = fileIds.filter((id) => !own.has(id))
  if (!rest.length) return
  const held = await db
    .selectDistinct({ id: docFile.fileId })
    .from(docFile)
    .innerJoin(mailRecord, filesOfDoc(MAIL_DOC, mailRecord.id))
    .leftJoin(mailReceiver, and(eq(mailReceiver.mailId, mailRecord.id), eq(mailReceiver.userid, me.userid)))
    .where(and(inArray(docFile.fileId, rest), or(heldSent(me.userid), heldReceived(me.userid))))
  if (held.length !== rest.length) refuse('附件不存在')
}

/** Writes the mail; answers its id. Runs inside the caller's transaction. */
export async function saveMail(tx: Db, me: CurrentUser, input: SaveInput): Promise<number> {
  // a user both in to and cc is stored once, as to
  const cc = input.cc.filter((id) => !input.to.includes(id))
  await checkReceivers(tx, me, [...input.to, ...cc])
  await checkFiles(tx, me, input.file_ids)
  const now = clock.now()
  const values = {
    subject: input.subject || UNTITLED,
    body: sanitizeHtml(input.body),
    status: input.send ? SENT : DRAFT,
    sentAt: input.send ? now : null,
  }
  let mailId: number
  if (input.id) {
    const [held] = await tx.select({ status: mailRecord.status }).from(mailRecord).where(and(eq(mailRecord.id, input.id), heldSent(me.userid)))
    if (!held) refuse(NOT_FOUND, 404)
    // the status condition also stops two sends of one draft at once
    const [draft] = await tx
      .update(mailRecord)
      .set(values)
      .where(and(eq(mailRecord.id, input.id), heldSent(me.userid), eq(mailRecord.status, DRAFT)))
      .returning({ id: mailRecord.id })
    if (!draft) refuse('已发送的邮件不能修改')
    mailId = draft.id
    await tx.delete(mailReceiver).where(eq(mailReceiver.mailId, mailId))
  } else {
    const [created] = await tx
      .insert(mailRecord)
      .values({ ...values, senderId: me.userid, createdAt: now })
      .returning({ id: mailRecord.id })
    mailId = created!.id
  }
  const receivers = [...input.to.map((userid) => ({ userid, kind: 'to' })), ...cc.map((userid) => ({ userid, kind: 'cc' }))]
  if (receivers.length) await tx.insert(mailReceiver).values(receivers.map((r) => ({ ...r, mailId })))
  // the attachments in the order given (a draft's list is replaced)
  await setFiles(tx, MAIL_DOC, mailId, input.file_ids, me)
  return mailId
}

saveRoutes.post('/Email/MSMailRecord/Save', mailFn, accepts({ body: saveBody }), async (c) => {
  const input = await parseBody(c, saveBody)
  checkInput(input)
  const id = await c.get('db').transaction((tx) => saveMail(tx, c.get('user'), input))
  return input.send ? ok(c, { id, status: SENT }, '发送成功') : ok(c, { id, status: DRAFT }, '草稿已保存')
})
