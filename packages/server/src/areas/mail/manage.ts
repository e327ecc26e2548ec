// Del, SetRead, MoveToFolder: each changes only the caller's own copies.
import { Hono } from 'hono'
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseBody, readBody, flag } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { removeFiles } from '../../platform/attachments'
import { BOX_HINTS, DRAFT, heldCopies, heldSent, MAIL_DOC, mailFn, NOT_FOUND, pickBox, SENT, type Box } from './access'
import { mailFolder, mailReceiver, mailRecord } from './schema'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

export const manageRoutes = new Hono<AppEnv>()

const MAX_IDS = 500
const pick = '请选择邮件'
const mailId = z.coerce.number({ error: pick }).int(pick).positive(pick)
const mailIds = z
  .array(mailId, { error: pick })
  .min(1, pick)
  .max(MAX_IDS, `一次最多处理${MAX_IDS}封邮件`)
  .transform((list) => [...new Set(list)])

const delInput = z.object({
  id: z.preprocess((v) => (v === '' || v === null ? undefined : v), mailId.optional()),
  ids: z.array(mailId, { error: pick }).max(MAX_IDS, `一次最多处理${MAX_IDS}封邮件`).nullish(),
  box: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(BOX_HINTS, { error: '邮箱类型不正确' }).optional()),
})

/**
 * `?id=` or `{id}` or `{ids}`; every id must be one the caller holds, else 404 and nothing changes.
 * Without `box` every copy the caller holds goes (a mail sent to oneself: both); with it, that copy.
 */
manageRoutes.post('/Email/MSMailRecord/Del', mailFn, accepts({ query: delInput, body: delInput, queryOrBody: true }), async (c) => {
  const input = delInput.parse({ ...(await readBody(c)), ...c.req.query() })
  const ids = [...new Set([...(input.id ? [input.id] : []), ...(input.ids ?? [])])]
  if (!ids.length) refuse(pick)
  const me = c.get('user')
  await c.get('db').transaction(async (tx) => {
    const copies = await heldCopies(tx, me.userid, ids)
    const received: number[] = []
    const drafts: number[] = []
    const sent: number[] = []
    for (const id of ids) {
      const copy = copies.get(id)
      const boxes: Box[] = !copy ? [] : input.box ? [pickBox(copy, input.box)].filter((b): b is Box => !!b) : (['inbox', 'outbox', 'draft'] as Box[]).filter((b) => pickBox(copy, b) === b)
      if (!boxes.length) refuse(NOT_FOUND, 404)
      if (boxes.includes('inbox')) received.push(id)
      if (boxes.includes('draft')) drafts.push(id)
      if (boxes.includes('outbox')) sent.push(id)
    }
    if (received.length) await tx.update(mailReceiver).set({ deleted: true }).where(and(inArray(mailReceiver.mailId, received), eq(mailReceiver.userid, me.userid)))
    // a draft was never seen by anyone: it goes with its receivers and attachment rows
    if (drafts.length) {
      const gone = await tx.delete(mailRecord).where(and(inArray(mailRecord.id, drafts), heldSent(me.userid), eq(mailRecord.status, DRAFT))).returning({ id: mailRecord.id })
      await removeFiles(tx, MAIL_DOC, gone.map((m) => m.id))
    }
    if (sent.length) await tx.update(mailRecord).set({ senderDeleted: true }).where(and(inArray(mailRecord.id, sent), heldSent(me.userid), eq(mailRecord.status, SENT)))
  })
  return ok(c, null, '删除成功')
})

/** The caller's received copies among ids (a draft's receiver rows are nobody's copy yet). */
function receivedCopies(db: Db, userid: number, ids: number[]): SQL {
  const sentIds = db
    .select({ id: mailRecord.id })
    .from(mailRecord)
    .where(and(inArray(mailRecord.id, ids), eq(mailRecord.status, SENT)))
  return and(eq(mailReceiver.userid, userid), eq(mailReceiver.deleted, false), inArray(mailReceiver.mailId, sentIds))!
}

const setReadBody = z.object({ ids: mailIds, is_read: flag }, { error: '请求数据格式错误' })

/** Ids the caller holds no received copy of are passed over (nothing is confirmed about them). */
manageRoutes.post('/Email/MSMailRecord/SetRead', mailFn, accepts({ body: setReadBody }), async (c) => {
  const { ids, is_read } = await parseBody(c, setReadBody)
  const db = c.get('db')
  await db
    .update(mailReceiver)
    .set({ isRead: is_read, readAt: is_read ? clock.now() : null })
    .where(and(receivedCopies(db, c.get('user').userid, ids), ne(mailReceiver.isRead, is_read)))
  return ok(c, null)
})

const moveBody = z.object(
  {
    ids: mailIds,
    folder_id: z.preprocess(
      (v) => (v === '' || v === 0 || v === '0' || v === undefined ? null : v),
      z.coerce.number({ error: '文件夹不正确' }).int('文件夹不正确').positive('文件夹不正确').nullable(),
    ),
  },
  { error: '请求数据格式错误' },
)

/** folder_id null = back to the inbox; a folder that is not the caller's → 404 文件夹不存在. */
manageRoutes.post('/Email/MSMailRecord/MoveToFolder', mailFn, accepts({ body: moveBody }), async (c) => {
  const { ids, folder_id } = await parseBody(c, moveBody)
  const me = c.get('user')
  await c.get('db').transaction(async (tx) => {
    if (folder_id !== null) {
      const [own] = await tx
        .select({ id: mailFolder.id })
        .from(mailFolder)
        .where(and(eq(mailFolder.id, folder_id), eq(mailFolder.userid, me.userid)))
        .for('update')
      if (!own) refuse('文件夹不存在', 404)
    }
    await tx.update(mailReceiver).set({ folderId: folder_id }).where(receivedCopies(tx, me.userid, ids))
  })
  return ok(c, null, '移动成功')
})
