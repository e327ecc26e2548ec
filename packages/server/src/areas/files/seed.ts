import { fileTypeResource } from '@scm/core/files'
import { eq, inArray } from 'drizzle-orm'
import type { ServerConfig } from '../../config'
import type { Db } from '../../db'
import { demoPdf, fileStoreOf } from '../../platform/file-store'
import { operationAuthority } from '../../business/file-rights-schema'
import { fileFolder, uploadedFile } from '../../platform/schema'
import { seedResource } from '../../resource/seed'
import { sysUser } from '../../identity/user-schema'
import * as clock from '../../clock'
import { fsFileType } from './schema'

const DAY = 86_400_000

/**
 * The demo product file system: a folder tree per file type with files in several versions, rights
 * per type and per folder (a technician previews drawings without downloading them), and items in
 * the recycle bin deleted days ago (by the clock).
 */
export async function seedFileSystem(db: Db, config: Pick<ServerConfig, 'dataDir'>): Promise<void> {
  await seedResource(db, fileTypeResource, fsFileType, [
    { code: '01', name: '产品图纸', sort_no: 1, enabled: true, remark: '整车及零部件图纸' },
    { code: '02', name: '工艺文件', sort_no: 2, enabled: true, remark: '工艺卡、作业要领' },
    { code: '03', name: '质量记录', sort_no: 3, enabled: true, remark: '检验报告、PPAP 资料' },
    { code: '04', name: '技术标准', sort_no: 4, enabled: true, remark: '企业标准、国家与行业标准' },
  ])
  const users = new Map(
    (await db.select({ id: sysUser.userid, code: sysUser.usercode }).from(sysUser).where(inArray(sysUser.usercode, ['admin', 'qe01', 'buyer01', 'wh01']))).map((u) => [u.code, u.id]),
  )
  const qe = users.get('qe01') ?? users.get('admin')!
  const buyer = users.get('buyer01') ?? qe
  const store = fileStoreOf(config)
  const now = clock.nowMs()
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY)

  const folder = async (fileType: string, name: string, parentId: number | null = null, daysAgo = 90) => {
    const [row] = await db.insert(fileFolder).values({ fileType, name, parentId, createdBy: qe, createdAt: at(daysAgo) }).returning()
    return row!
  }
  /** A file with `versions` versions (PDF, PNG or text), the last current; answers its key. */
  const file = async (fileType: string, folderId: number | null, name: string, versions: number, by = qe) => {
    let key: number | null = null
    for (let v = 1; v <= versions; v++) {
      const text = `${name} V${v}`
      const bytes = name.endsWith('.pdf') ? demoPdf(text) : name.endsWith('.png') ? demoPng(v) : new TextEncoder().encode(`${text}\n`)
      const contentType = name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.png') ? 'image/png' : 'text/plain; charset=utf-8'
      const hash = await store.put(bytes)
      const [row]: { id: number }[] = await db
        .insert(uploadedFile)
        .values({ fileName: name, fileSize: bytes.byteLength, contentType, category: fileType, hash, userid: v === 1 ? by : qe, folderId, fileKey: key, version: v, isCurrent: v === versions, createdAt: at(60 - v * 10) })
        .returning({ id: uploadedFile.id })
      if (key === null) {
        key = row!.id
        await db.update(uploadedFile).set({ fileKey: key }).where(eq(uploadedFile.id, key))
      }
    }
    return key!
  }

  const bus = await folder('01', 'WJ6120 城市客车')
  const chassis = await folder('01', '底盘', bus.id)
  const outsourced = await folder('01', '外协图纸')
  await file('01', bus.id, 'WJ6120 总布置图.pdf', 3)
  await file('01', chassis.id, '前桥总成装配图.pdf', 2)
  await file('01', chassis.id, '转向拉杆.png', 2)
  await file('01', outsourced.id, '散热器外形图.pdf', 1, buyer)
  await file('01', null, '图纸编号规则.txt', 1)
  const weld = await folder('02', '焊装车间')
  const assembly = await folder('02', '总装车间')
  await file('02', weld.id, '侧围焊接工艺卡.pdf', 2)
  await file('02', assembly.id, '前围总成装配作业要领.pdf', 3)
  await file('02', assembly.id, '拧紧力矩表.txt', 2)
  const ppap = await folder('03', 'PPAP 资料')
  const reports = await folder('03', '型式试验报告')
  await file('03', ppap.id, '散热器 PPAP 提交保证书.pdf', 1)
  await file('03', reports.id, '制动性能试验报告.pdf', 2)
  const std = await folder('04', '企业标准')
  await file('04', std.id, 'Q-WJ 001 涂装质量标准.pdf', 2)
  await file('04', null, 'GB 7258 机动车运行安全技术条件.pdf', 1)

  // the bin: a file deleted 3 days ago (two versions) and a folder with its file 5 days ago
  const binned = await file('02', weld.id, '旧版点焊参数表.txt', 2)
  await db.update(uploadedFile).set({ deletedAt: at(3), deletedBy: qe, deletedFrom: '工艺文件 / 焊装车间' }).where(eq(uploadedFile.fileKey, binned))
  const old = await folder('03', '2024 年度抽检记录', null, 400)
  await file('03', old.id, '2024 抽检汇总.pdf', 1)
  await db.update(fileFolder).set({ deletedAt: at(5), deletedBy: qe, deletedFrom: '质量记录' }).where(eq(fileFolder.id, old.id))

  // rights per type: quality keeps the file system, other staff read it; a technician previews
  // drawings and process files without downloading them; buyers manage the outsourced drawings
  const types = ['01', '02', '03', '04']
  const right = (role: string, category: string, r: Partial<Record<'canView' | 'canPreview' | 'canDownload' | 'canUpload' | 'canDelete' | 'canPurge', boolean>>, folderId = 0) => ({
    subjectType: 'role',
    subjectKey: `role:${role}`,
    role,
    category,
    folderId,
    ...r,
  })
  const read = { canView: true, canPreview: true, canDownload: true }
  await db
    .insert(operationAuthority)
    .values([
      ...types.map((t) => right('quality', t, { ...read, canUpload: true, canDelete: true, canPurge: true })),
      ...['buyer', 'warehouse', 'service', 'engineer', 'workshop'].flatMap((role) => types.map((t) => right(role, t, read))),
      ...['01', '02'].map((t) => right('technician', t, { canView: true, canPreview: true })),
      right('buyer', '01', { canView: true, canUpload: true, canDelete: true }, outsourced.id),
    ])
    .onConflictDoNothing()
}

/** A tiny valid PNG (1×1, a colour per version). */
function demoPng(v: number): Uint8Array {
  const pixels = ['iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==']
  return new Uint8Array(Buffer.from(pixels[(v - 1) % pixels.length]!, 'base64'))
}
