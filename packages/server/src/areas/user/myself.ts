import { Hono } from 'hono'
import { Binds, runPrepared } from '../../db/statements'
import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppEnv } from '../../http/context'
import { parseBody, readBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { orgDept, orgStation } from '../../identity/org-schema'
import { sysParam, uploadedFile } from '../../platform/schema'
import { minPasswordLevel } from '../../platform/password-policy'
import { acceptFiles, holdBlobs, removeUnusedBlob, AVATAR_CATEGORY, FILE_TYPES, filesOf, fileStoreOf, IMAGE_TYPES, readBlob } from '../../platform/file-store'
import { actorOf, writeAudit } from '../../platform/audit'
import { requireAdmin } from '../../platform/admins'
import { sysUser } from '../../identity/user-schema'
import { atPost, userPublicColumns } from '../../business/user-rows'
import * as clock from '../../clock'
import { accepts, uploadedFiles } from '../../http/call-input'
import { contentDisposition } from '../../http/content-disposition'

/** /MySelf: own profile and avatar; the password policy (PasswordSet, admin). */
export const myselfRoutes = new Hono<AppEnv>()

const AVATAR_BYTES = 2 * 1024 * 1024
const AVATAR_TYPES = Object.fromEntries(IMAGE_TYPES.map((ext) => [ext, FILE_TYPES[ext]!]))

export const avatarPath = (userid: number, hash: string) => `/File/File/Avatar/${userid}?v=${hash.slice(0, 8)}`

const profileBody = z.object({
  UserName: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '请输入50个字符以内的姓名'),
  phone: z.string().trim().max(30, '请输入30个字符以内的电话').optional(),
  email: z
    .string()
    .trim()
    .max(100, '请输入100个字符以内的邮箱')
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '邮箱格式不正确')
    .optional(),
})

/** The caller's profile as GetCurrentUser answers it (also after SaveProfile). */
export async function profileOf(db: AppEnv['Variables']['db'], userid: number, roles: string[]) {
  const b = new Binds()
  const id = b.bind(userid)
  const users = () => db
    .select({
      ...userPublicColumns,
      supplyid: sysUser.supplyid,
      customerId: sysUser.customerId,
      Images: sysUser.images,
      email: sysUser.email,
      phone: sysUser.phone,
      deptName: orgDept.deptName,
      stationName: orgStation.stationName,
    })
    .from(sysUser)
    .$dynamic()
  // GetCurrentUser is on every page load: one prepared statement
  const [row] = await runPrepared(db, 'user:profile', [], b, () => atPost(users()).where(eq(sysUser.userid, id)))
  if (!row) refuse('用户不存在', 404)
  return { ...row, deptName: row.deptName ?? '', stationName: row.stationName ?? '', roles }
}

myselfRoutes.post('/api/MySelf/SaveProfile', requireFn('MySelf1_personal'), accepts({ body: profileBody }), async (c) => {
  const input = await parseBody(c, profileBody)
  const me = c.get('user')
  const db = c.get('db')
  const actor = actorOf(c)
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ UserName: sysUser.userName, phone: sysUser.phone, email: sysUser.email }).from(sysUser).where(eq(sysUser.userid, me.userid))
    const after = { UserName: input.UserName, phone: input.phone ?? before!.phone, email: input.email ?? before!.email }
    await tx.update(sysUser).set({ userName: after.UserName, phone: after.phone, email: after.email, updatedAt: clock.now() }).where(eq(sysUser.userid, me.userid))
    await writeAudit(tx, actor, { area: 'myself', action: '修改', target: `个人资料 ${me.usercode}`, targetId: me.userid, before, after })
  })
  return ok(c, await profileOf(db, me.userid, me.roles), '保存成功')
})

myselfRoutes.post('/api/MySelf/UploadAvatar', requireFn('MySelf1_personal'), accepts({ upload: { type: 'object', properties: { file: uploadedFiles }, required: ['file'] } }), async (c) => {
  const files = filesOf(await readBody(c))
  if (files.length > 1) refuse('请只选择一张头像图片')
  const first = files[0]
  if (first && !AVATAR_TYPES[first.name.slice(first.name.lastIndexOf('.')).toLowerCase()]) refuse('头像只能是 PNG、JPG、GIF 或 WEBP 图片')
  if (first && first.size > AVATAR_BYTES) refuse('头像不能超过2MB')
  const [stored] = await acceptFiles(c, files, AVATAR_TYPES, AVATAR_BYTES)
  const me = c.get('user')
  const db = c.get('db')
  const images = avatarPath(me.userid, stored!.hash)
  const actor = actorOf(c)
  const store = fileStoreOf(c.get('config'))
  const replaced = await db.transaction(async (tx) => {
    const [values] = await holdBlobs(tx, store, [stored!])
    const old = await tx.delete(uploadedFile).where(and(eq(uploadedFile.userid, me.userid), eq(uploadedFile.category, AVATAR_CATEGORY))).returning()
    const [before] = await tx.select({ Images: sysUser.images }).from(sysUser).where(eq(sysUser.userid, me.userid))
    await tx.insert(uploadedFile).values({ ...values!, category: AVATAR_CATEGORY, userid: me.userid })
    await tx.update(sysUser).set({ images, updatedAt: clock.now() }).where(eq(sysUser.userid, me.userid))
    await writeAudit(tx, actor, { area: 'myself', action: '修改头像', target: `个人资料 ${me.usercode}`, targetId: me.userid, before, after: { Images: images } })
    return old.map((r) => r.hash).filter((h) => h !== stored!.hash)
  })
  for (const hash of new Set(replaced)) await removeUnusedBlob(db, store, hash)
  return ok(c, { Images: images }, '头像已更新')
})

/** Public (an <img> sends no bearer token): only a user's CURRENT avatar, nothing else. */
myselfRoutes.get('/File/File/Avatar/:userid', async (c) => {
  const userid = Number(c.req.param('userid'))
  if (!Number.isInteger(userid) || userid < 1) refuse('头像不存在', 404)
  const db = c.get('db')
  const [row] = await db
    .select()
    .from(uploadedFile)
    .where(and(eq(uploadedFile.userid, userid), eq(uploadedFile.category, 'avatar')))
    .orderBy(desc(uploadedFile.id))
    .limit(1)
  // only what UploadAvatar accepts is ever served here: an image type, at most 2 MB
  const image = row && Object.values(AVATAR_TYPES).includes(row.contentType) && row.fileSize <= AVATAR_BYTES
  const bytes = image ? await readBlob(fileStoreOf(c.get('config')), row.hash) : null
  if (!row || !bytes) refuse('头像不存在', 404)
  c.header('Content-Type', row.contentType)
  c.header('Content-Disposition', contentDisposition(row.fileName, true))
  c.header('X-Content-Type-Options', 'nosniff')
  // the URL carries the content's hash (?v=), so a new avatar is a new URL
  c.header('Cache-Control', 'public, max-age=86400')
  return c.body(bytes as Uint8Array<ArrayBuffer>)
})

const LEVEL_RULES = [
  { level: 0, text: '不限', rule: '任意密码' },
  { level: 1, text: '弱', rule: '至少6位' },
  { level: 2, text: '中', rule: '至少6位，包含字母、数字、符号中的两种' },
  { level: 3, text: '强', rule: '至少8位，包含大写字母、小写字母、数字、符号中的三种' },
]

myselfRoutes.get('/api/MySelf/GetPasswordPolicy', requireFn('MySelf1_PasswordSet'), async (c) => {
  return ok(c, { minLevel: await minPasswordLevel(c.get('db')), levels: LEVEL_RULES })
})

const policyBody = z.object({ minLevel: z.coerce.number({ error: '请选择密码强度' }).int('密码强度只能是 0 到 3').min(0, '密码强度只能是 0 到 3').max(3, '密码强度只能是 0 到 3') })

myselfRoutes.post('/api/MySelf/SavePasswordPolicy', requireFn('MySelf1_PasswordSet', 'edit'), requireAdmin, accepts({ body: policyBody }), async (c) => {
  const { minLevel } = await parseBody(c, policyBody)
  const db = c.get('db')
  const actor = actorOf(c)
  await db.transaction(async (tx) => {
    const before = await minPasswordLevel(tx)
    await tx
      .insert(sysParam)
      .values({ paramKey: 'pwd_min_level', paramValue: String(minLevel), paramGroup: 'system', remark: '新密码的最低强度（0-3）' })
      .onConflictDoUpdate({ target: sysParam.paramKey, set: { paramValue: String(minLevel), updatedAt: clock.now() } })
    await writeAudit(tx, actor, { area: 'myself', action: '修改', target: '密码策略', targetId: 'pwd_min_level', before: { minLevel: before }, after: { minLevel } })
  })
  return ok(c, { minLevel }, '保存成功')
})
