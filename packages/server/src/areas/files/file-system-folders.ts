import { Hono } from 'hono'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { dateTimeText } from '../../http/dates'
import { accepts } from '../../http/call-input'
import { actorOf, writeAudit } from '../../platform/audit'
import { fileRightRowsOf } from '../../business/file-rights'
import { fileFolder } from '../../platform/schema'
import * as clock from '../../clock'
import { FM_FN, fileTypes, placeAccess, rightsFrom, type FolderRow } from './file-system-access'
import { purgeExpired } from './file-system-bin'

// The file system's folders: the tree of types and folders the caller may see, and saving a folder.

export const fileSystemFolderRoutes = new Hono<AppEnv>()

/** Types with their folders the caller may see, and his rights on each (the screen shows what he may do). */
fileSystemFolderRoutes.get('/api/FileSystem/GetTree', requireFn(FM_FN), async (c) => {
  const db = c.get('db')
  const me = c.get('user')
  await purgeExpired(c.get('db'), c.get('config'), actorOf(c))
  const rows = await fileRightRowsOf(db, me)
  const types = await fileTypes(db, true)
  const folders = await db.select().from(fileFolder).where(isNull(fileFolder.deletedAt)).orderBy(asc(fileFolder.name))
  const byId = new Map(folders.map((f) => [f.id, f]))
  const chainIds = (f: FolderRow): number[] => {
    const ids: number[] = []
    for (let at: FolderRow | undefined = f; at && ids.length < 50; at = at.parentId ? byId.get(at.parentId) : undefined) ids.unshift(at.id)
    return ids
  }
  const out = []
  for (const type of types) {
    const rights = rightsFrom(me, rows, type.code)
    const visible = folders
      .filter((f) => f.fileType === type.code)
      .filter((f) => !f.parentId || byId.has(f.parentId))
      .map((f) => ({ f, rights: rightsFrom(me, rows, type.code, chainIds(f)) }))
      .filter((x) => x.rights.view)
    if (!rights.view && !visible.length) continue
    out.push({
      code: type.code,
      name: type.name,
      rights,
      folders: visible.map(({ f, rights }) => ({ id: f.id, name: f.name, parent_id: f.parentId, rights, created_at: dateTimeText(f.createdAt) })),
    })
  }
  return ok(c, out)
})

// ---------------------------------------------------------------- folders

const folderBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z
    .string({ error: '请输入文件夹名称' })
    .trim()
    .min(1, '请输入文件夹名称')
    .max(100, '文件夹名称不能超过100个字符')
    .regex(/^[^/\\:*?"<>|]+$/, '文件夹名称不能包含 / \\ : * ? " < > |'),
  file_type: z.string({ error: '请选择文件类型' }).trim().min(1, '请选择文件类型').max(30),
  parent_id: z.coerce.number().int().positive().optional().nullable(),
})

fileSystemFolderRoutes.post('/api/FileSystem/SaveFolder', requireFn(FM_FN), accepts({ body: folderBody }), async (c) => {
  const input = await parseBody(c, folderBody)
  const db = c.get('db')
  const place = await placeAccess(c, input.file_type, input.parent_id)
  if (!place.rights.upload) refuse('无权限', 403)
  const actor = actorOf(c)
  const saved = await db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: fileFolder.id })
      .from(fileFolder)
      .where(and(eq(fileFolder.fileType, input.file_type), place.folderId ? eq(fileFolder.parentId, place.folderId) : isNull(fileFolder.parentId), eq(fileFolder.name, input.name), isNull(fileFolder.deletedAt)))
    if (same && same.id !== input.id) refuse('同一位置已有同名文件夹')
    if (input.id) {
      const [before] = await tx.select().from(fileFolder).where(and(eq(fileFolder.id, input.id), isNull(fileFolder.deletedAt)))
      if (!before || before.fileType !== input.file_type) refuse('文件夹不存在', 404)
      if (place.chain.some((f) => f.id === input.id)) refuse('不能把文件夹移到它自己里面')
      const [row] = await tx.update(fileFolder).set({ name: input.name, parentId: place.folderId }).where(eq(fileFolder.id, input.id)).returning()
      await writeAudit(tx, actor, { area: 'file', action: '修改', target: `文件夹 ${row!.name}`, targetId: row!.id, before, after: row })
      return row!
    }
    const [row] = await tx.insert(fileFolder).values({ name: input.name, fileType: input.file_type, parentId: place.folderId, createdBy: c.get('user').userid, createdAt: clock.now() }).returning()
    await writeAudit(tx, actor, { area: 'file', action: '新增', target: `文件夹 ${row!.name}`, targetId: row!.id, after: row })
    return row!
  })
  return ok(c, { id: saved.id, name: saved.name, file_type: saved.fileType, parent_id: saved.parentId }, '保存成功')
})
