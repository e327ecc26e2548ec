import { Hono } from 'hono'
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv, CurrentUser } from '../../http/context'
import { parseBody, flag } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { can, requireFn } from '../../http/grants'
import { countWhere, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { dateTimeText } from '../../http/dates'
import { sysRole } from '../../identity/role-schema'
import { sysUser } from '../../identity/user-schema'
import { filterId, filterText } from '../../platform/filters'
import { operationAuthority } from '../../business/file-rights-schema'
import { fileFolder } from '../../platform/schema'
import { actorOf, writeAudit } from '../../platform/audit'
import { isAdmin } from '../../platform/admins'
import { idParam, acceptsIds } from '../../http/params'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

/** File operation rights (文件操作权限): per role or user, per file category ('' = every category). */
export const operationAuthorityRoutes = new Hono<AppEnv>()

const FN = 'sysmanage_operation_authority'

const categoryText = z
  .string()
  .trim()
  .max(30, '请输入30个字符以内的文件分类')
  .regex(/^[A-Za-z0-9_]*$/, '文件分类只能包含字母、数字和下划线')

const rightBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  subject_type: z.enum(['role', 'user'], { error: '授权对象类型只能是 role 或 user' }),
  role: z.string().trim().max(30).optional().nullable(),
  userid: z.coerce.number().int().positive('请选择用户').optional().nullable(),
  category: categoryText.optional().default(''),
  can_view: flag.optional().default(false),
  can_download: flag.optional().default(false),
  can_upload: flag.optional().default(false),
  can_delete: flag.optional().default(false),
  can_preview: flag.optional().default(false),
  can_purge: flag.optional().default(false),
  /** a folder of the file system (its type is the category); 0/absent = the whole category */
  folder_id: z.coerce.number().int().min(0, '请选择文件夹').optional().nullable(),
})

async function rowsOf(db: Db, where?: ReturnType<typeof and>, limit?: number, offset?: number) {
  let q = db
    .select({ r: operationAuthority, roleName: sysRole.name, userName: sysUser.userName, folderName: fileFolder.name })
    .from(operationAuthority)
    .leftJoin(sysRole, eq(sysRole.code, operationAuthority.role))
    .leftJoin(sysUser, eq(sysUser.userid, operationAuthority.userid))
    .leftJoin(fileFolder, eq(fileFolder.id, operationAuthority.folderId))
    .where(where)
    .orderBy(asc(operationAuthority.subjectType), asc(operationAuthority.subjectKey), asc(operationAuthority.category))
    .$dynamic()
  if (limit) q = q.limit(limit).offset(offset ?? 0)
  return (await q).map(({ r, roleName, userName, folderName }) => ({
    id: r.id,
    subject_type: r.subjectType as 'role' | 'user',
    role: r.role ?? '',
    role_name: roleName ?? '',
    userid: r.userid,
    UserName: userName ?? '',
    category: r.category,
    can_view: r.canView,
    can_download: r.canDownload,
    can_upload: r.canUpload,
    can_delete: r.canDelete,
    can_preview: r.canPreview,
    can_purge: r.canPurge,
    folder_id: r.folderId,
    folder_name: folderName ?? '',
    updated_at: dateTimeText(r.updatedAt),
  }))
}

operationAuthorityRoutes.post('/api/OperationAuthority/GetList', requireFn(FN), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const type = filterText(q.filters.subject_type)
  if (type && type !== 'role' && type !== 'user') refuse('授权对象类型只能是 role 或 user')
  const role = filterText(q.filters.role)
  const userid = filterId(q.filters.userid, '用户')
  const category = filterText(q.filters.category)
  const folderId = filterId(q.filters.folder_id, '文件夹')
  const where = and(
    folderId ? eq(operationAuthority.folderId, folderId) : undefined,
    type ? eq(operationAuthority.subjectType, type) : undefined,
    role ? eq(operationAuthority.role, role) : undefined,
    userid ? eq(operationAuthority.userid, userid) : undefined,
    category ? eq(operationAuthority.category, category) : undefined,
    searchAny(q.searchKey, [operationAuthority.subjectKey, operationAuthority.category]),
  )
  const rows = await rowsOf(db, where, q.rows, q.offset)
  return ok(c, listPage(rows, await countWhere(db, operationAuthority, where), q.page))
})

/** A non-admin does not set his own file rights, nor those of a role he holds (no self-widening). */
function assertNotOwnRights(user: CurrentUser, subjectKey: string): void {
  const own = [`user:${user.userid}`, ...user.roles.map((r) => `role:${r}`)]
  if (!isAdmin(user) && own.includes(subjectKey)) refuse('不能修改自己或自己所属角色的文件操作权限', 403)
}

operationAuthorityRoutes.post('/api/OperationAuthority/Save', requireFn(FN), accepts({ body: rightBody }), async (c) => {
  const input = await parseBody(c, rightBody)
  if (!(await can(c, FN, input.id ? 'edit' : 'add'))) refuse('无权限', 403)
  const db = c.get('db')
  let subjectKey: string
  let target: string
  if (input.subject_type === 'role') {
    if (!input.role) refuse('请选择角色')
    const [role] = await db.select().from(sysRole).where(eq(sysRole.code, input.role))
    if (!role) refuse(`角色不存在：${input.role}`)
    subjectKey = `role:${role.code}`
    target = `角色 ${role.name}`
  } else {
    if (!input.userid) refuse('请选择用户')
    const [user] = await db.select({ usercode: sysUser.usercode, name: sysUser.userName }).from(sysUser).where(eq(sysUser.userid, input.userid))
    if (!user) refuse('用户不存在')
    subjectKey = `user:${input.userid}`
    target = `用户 ${user.usercode} ${user.name}`
  }
  assertNotOwnRights(c.get('user'), subjectKey)
  const folderId = input.folder_id ?? 0
  if (folderId) {
    const [folder] = await db.select().from(fileFolder).where(eq(fileFolder.id, folderId))
    if (!folder) refuse('文件夹不存在')
    if (folder.fileType !== input.category) refuse('文件夹不属于该文件分类')
  }
  const values = {
    subjectType: input.subject_type,
    subjectKey,
    role: input.subject_type === 'role' ? input.role! : null,
    userid: input.subject_type === 'user' ? input.userid! : null,
    category: input.category,
    canView: input.can_view,
    canDownload: input.can_download,
    canUpload: input.can_upload,
    canDelete: input.can_delete,
    canPreview: input.can_preview,
    canPurge: input.can_purge,
    folderId,
    updatedAt: clock.now(),
  }
  const actor = actorOf(c)
  const id = await db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: operationAuthority.id })
      .from(operationAuthority)
      .where(and(eq(operationAuthority.subjectKey, subjectKey), eq(operationAuthority.category, input.category), eq(operationAuthority.folderId, folderId)))
    if (same && same.id !== input.id) refuse(folderId ? '该对象在此文件夹已设置权限' : '该对象在此分类下已设置权限')
    const label = `文件操作权限 ${target}${input.category ? `（${input.category}）` : '（全部分类）'}`
    if (input.id) {
      const [before] = await tx.select().from(operationAuthority).where(eq(operationAuthority.id, input.id))
      if (!before) refuse('权限记录不存在', 404)
      await tx.update(operationAuthority).set(values).where(eq(operationAuthority.id, input.id))
      await writeAudit(tx, actor, { area: 'operation_authority', action: '修改', target: label, targetId: input.id, before, after: values })
      return input.id
    }
    const [row] = await tx.insert(operationAuthority).values(values).returning({ id: operationAuthority.id })
    await writeAudit(tx, actor, { area: 'operation_authority', action: '新增', target: label, targetId: row!.id, after: values })
    return row!.id
  })
  const [saved] = await rowsOf(db, eq(operationAuthority.id, id))
  return ok(c, saved, '保存成功')
})

operationAuthorityRoutes.post('/api/OperationAuthority/Del', requireFn(FN, 'delete'), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择权限记录')
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    const [before] = await tx.delete(operationAuthority).where(eq(operationAuthority.id, id)).returning()
    if (!before) refuse('权限记录不存在', 404)
    assertNotOwnRights(c.get('user'), before.subjectKey)
    await writeAudit(tx, actor, { area: 'operation_authority', action: '删除', target: `文件操作权限 ${before.subjectKey}`, targetId: id, before })
  })
  return ok(c, null, '删除成功')
})
