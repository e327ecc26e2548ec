// The caller's own mail folders, each with how many received mails it holds and how many are unread.
import { Hono } from 'hono'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import type { MailFolder } from '@scm/core/mail'
import { ok, refuse } from '../../http/envelope'
import { idParam, acceptsIds } from '../../http/params'
import { mailFn, SENT } from './access'
import { mailFolder, mailReceiver } from './schema'
import { accepts } from '../../http/call-input'

type Folder = MailFolder

export const folderRoutes = new Hono<AppEnv>()

const FOLDER_MISSING = '文件夹不存在'

// received, not deleted, sent copies filed in the folder (columns written out: drizzle leaves them
// unqualified in a one-table select, where "id" would be ambiguous)
const inFolder = (unread: boolean) =>
  sql<number>`(select count(*) from mail_receiver fr join mail_record fm on fm.id = fr.mail_id where fr.folder_id = mail_folder.id and fr.userid = mail_folder.userid and not fr.deleted and fm.status = ${SENT}${unread ? sql` and not fr.is_read` : sql``})`.mapWith(Number)

async function foldersOf(db: Db, userid: number, id?: number): Promise<Folder[]> {
  return db
    .select({ id: mailFolder.id, name: mailFolder.name, sort: mailFolder.sort, total: inFolder(false), unread: inFolder(true) })
    .from(mailFolder)
    .where(and(eq(mailFolder.userid, userid), id === undefined ? undefined : eq(mailFolder.id, id)))
    .orderBy(asc(mailFolder.sort), asc(mailFolder.name), asc(mailFolder.id))
}

// The spec's spelling (Uer) is kept: screens call it by this path.
folderRoutes.get('/Email/MSMailFolder/GetMSMailFolderByUerId', mailFn, async (c) => ok(c, await foldersOf(c.get('db'), c.get('user').userid)))

const folderBody = z.object(
  {
    id: z.preprocess((v) => (v === '' || v === 0 || v === '0' || v === null ? undefined : v), z.coerce.number({ error: FOLDER_MISSING }).int(FOLDER_MISSING).positive(FOLDER_MISSING).optional()),
    name: z
      .string({ error: '请输入文件夹名称' })
      .nullish()
      .transform((s) => (s ?? '').trim())
      .pipe(z.string().min(1, '请输入文件夹名称').max(50, '文件夹名称不能超过50个字符')),
    sort: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: '排序号必须是整数' }).int('排序号必须是整数').min(-99999, '排序号超出范围').max(99999, '排序号超出范围').optional()),
  },
  { error: '请求数据格式错误' },
)

/** New when no id; an id must be one of the caller's folders. Names are unique per user. */
folderRoutes.post('/Email/MSMailFolder/Update', mailFn, accepts({ body: folderBody }), async (c) => {
  const { id, name, sort } = await parseBody(c, folderBody)
  const me = c.get('user')
  const db = c.get('db')
  const folderId = await db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: mailFolder.id })
      .from(mailFolder)
      .where(and(eq(mailFolder.userid, me.userid), eq(mailFolder.name, name), id ? ne(mailFolder.id, id) : undefined))
    if (same) refuse('文件夹名称已存在')
    if (!id) {
      const [created] = await tx.insert(mailFolder).values({ userid: me.userid, name, sort: sort ?? 0 }).returning({ id: mailFolder.id })
      return created!.id
    }
    const [updated] = await tx
      .update(mailFolder)
      .set({ name, ...(sort === undefined ? {} : { sort }) })
      .where(and(eq(mailFolder.id, id), eq(mailFolder.userid, me.userid)))
      .returning({ id: mailFolder.id })
    if (!updated) refuse(FOLDER_MISSING, 404)
    return updated.id
  })
  const [folder] = await foldersOf(db, me.userid, folderId)
  return ok(c, folder, '保存成功')
})

/** Its mails go back to the inbox (not deleted). */
folderRoutes.post('/Email/MSMailFolder/Del', mailFn, acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择文件夹')
  const me = c.get('user')
  await c.get('db').transaction(async (tx) => {
    // the foreign key would set folder_id null too; said here so the rule does not hang on it
    await tx.update(mailReceiver).set({ folderId: null }).where(and(eq(mailReceiver.userid, me.userid), eq(mailReceiver.folderId, id)))
    const [gone] = await tx
      .delete(mailFolder)
      .where(and(eq(mailFolder.id, id), eq(mailFolder.userid, me.userid)))
      .returning({ id: mailFolder.id })
    if (!gone) refuse(FOLDER_MISSING, 404)
  })
  return ok(c, null, '删除成功')
})
