import { Hono, type Context } from 'hono'
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { AppEnv, CurrentUser } from '../../http/context'
import { readBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { can, signedIn } from '../../http/grants'
import { countWhere, listOrder, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { dateTimeText } from '../../http/dates'
import { sysUser } from '../../identity/user-schema'
import { filterFlag, filterId, filterText } from '../../platform/filters'
import { fileRightsOf, viewableCategories } from '../../business/file-rights'
import { actorOf, writeAudit } from '../../platform/audit'
import { idParam, acceptsIds } from '../../http/params'
import { uploadedFile } from '../../platform/schema'
import { acceptFiles, fileResponse, filesOf, fileStoreOf, holdBlobs, readBlob, removeUnusedBlob, AVATAR_CATEGORY } from '../../platform/file-store'
import { categoryRights, FILES_FN, fileRightRoutes } from './rights'
import { accepts, uploadedFiles } from '../../http/call-input'

/**
 * Uploads, the file list (/sysmanage/uploadFile, /MySelf/downLoads), checked download and delete.
 * signedIn: every screen with attachments uploads here; the rights are per file category
 * (categoryRights) and per uploader, decided in each handler.
 */
export const fileRoutes = new Hono<AppEnv>()
fileRoutes.route('/', fileRightRoutes)

export const filePath = (id: number) => `/File/File/Download?id=${id}`

type FileRow = typeof uploadedFile.$inferSelect

function fileView(row: FileRow, userName: string | null) {
  return {
    id: row.id,
    file_name: row.fileName,
    file_size: row.fileSize,
    content_type: row.contentType,
    category: row.category,
    hash: row.hash,
    file_path: filePath(row.id),
    userid: row.userid,
    UserName: userName ?? '',
    created_at: dateTimeText(row.createdAt),
  }
}

function categoryOf(value: unknown): string {
  const text = filterText(value) || 'general'
  if (!/^[A-Za-z0-9_]{1,30}$/.test(text)) refuse('文件分类只能包含字母、数字和下划线（30个字符以内）')
  if (text === AVATAR_CATEGORY) refuse('头像请在个人资料中上传')
  return text
}


fileRoutes.post('/File/File/UploadFiles', signedIn, accepts({ upload: { type: 'object', properties: { category: { type: 'string', pattern: '^[A-Za-z0-9_]{1,30}$' }, file: uploadedFiles }, required: ['file'] } }), async (c) => {
  const body = await readBody(c)
  const category = categoryOf(body.category ?? c.req.query('category'))
  const me = c.get('user')
  const db = c.get('db')
  if (!(await fileRightsOf(db, me, category)).upload) refuse('无权限', 403)
  const stored = await acceptFiles(c, filesOf(body))
  const actor = actorOf(c)
  const store = fileStoreOf(c.get('config'))
  const rows = await db.transaction(async (tx) => {
    const values = await holdBlobs(tx, store, stored)
    const inserted = await tx
      .insert(uploadedFile)
      .values(values.map((s) => ({ ...s, category, userid: me.userid })))
      .returning()
    await writeAudit(tx, actor, { area: 'file', action: '上传', target: `文件 ${inserted.map((r) => r.fileName).join('、')}`, targetId: inserted.map((r) => r.id).join(','), after: inserted })
    return inserted
  })
  return ok(c, rows.map((r) => fileView(r, me.UserName)), '上传成功')
})

fileRoutes.get('/File/File/getFilelist', signedIn, accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const me = c.get('user')
  const db = c.get('db')
  const seeAll = (await can(c, FILES_FN)) && !filterFlag(q.filters.mine, '仅本人文件标志')
  const category = filterText(q.filters.category)
  const userid = filterId(q.filters.userid, '用户')
  // own files always; others' files only for the admin screen, and only of categories one may view
  const viewable = seeAll ? await viewableCategories(db, me) : []
  const others = viewable === 'all' ? undefined : viewable.length ? inArray(uploadedFile.category, viewable) : sql`false`
  const where = and(
    // the product file system's files are listed and served by its own checked calls
    isNull(uploadedFile.fileKey),
    viewable === 'all' ? undefined : or(eq(uploadedFile.userid, me.userid), others),
    category ? eq(uploadedFile.category, category) : undefined,
    userid ? eq(uploadedFile.userid, userid) : undefined,
    searchAny(q.searchKey, [uploadedFile.fileName, uploadedFile.category]),
  )
  const rows = await db
    .select({ f: uploadedFile, userName: sysUser.userName })
    .from(uploadedFile)
    .leftJoin(sysUser, eq(sysUser.userid, uploadedFile.userid))
    .where(where)
    .orderBy(
      ...listOrder(
        q,
        { file_name: uploadedFile.fileName, file_size: uploadedFile.fileSize, category: uploadedFile.category, created_at: uploadedFile.createdAt },
        [desc(uploadedFile.createdAt), desc(uploadedFile.id)],
      ),
    )
    .limit(q.rows)
    .offset(q.offset)
  return ok(c, listPage(rows.map((r) => fileView(r.f, r.userName)), await countWhere(db, uploadedFile, where), q.page))
})

/** The file when the caller may download it: the uploader, or categoryRights (view + download). */
async function downloadable(c: Context<AppEnv>, db: Db, me: CurrentUser, id: number): Promise<FileRow | null> {
  const [row] = await db.select().from(uploadedFile).where(and(eq(uploadedFile.id, id), isNull(uploadedFile.fileKey)))
  if (!row) return null
  if (row.userid === me.userid || (await categoryRights(c, row.category)).download) return row
  return null
}

fileRoutes.get('/File/File/Download', signedIn, acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择文件')
  const db = c.get('db')
  // Not allowed answers like missing: file ids are not confirmed to outsiders.
  const row = await downloadable(c, db, c.get('user'), id)
  if (!row) refuse('文件不存在', 404)
  return fileResponse(c, row)
})



fileRoutes.post('/File/File/DelUploadFile', signedIn, acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择文件')
  const db = c.get('db')
  const me = c.get('user')
  const [row] = await db.select().from(uploadedFile).where(and(eq(uploadedFile.id, id), isNull(uploadedFile.fileKey)))
  if (!row) refuse('文件不存在', 404)
  const allowed = row.userid === me.userid || (await categoryRights(c, row.category)).delete
  if (!allowed) refuse('无权限', 403)
  const actor = actorOf(c)
  await db.transaction(async (tx) => {
    await writeAudit(tx, actor, { area: 'file', action: '删除', target: `文件 ${row.fileName}`, targetId: row.id, before: row })
    await tx.delete(uploadedFile).where(eq(uploadedFile.id, row.id))
  })
  // after commit (a rollback must not lose the content), and only if nothing points at it
  await removeUnusedBlob(db, fileStoreOf(c.get('config')), row.hash)
  return ok(c, null, '删除成功')
})
