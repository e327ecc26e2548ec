import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { setClock } from '../../clock'
import { filesArea } from '.'
import { sha256 } from '../../platform/file-store'
import { sql } from 'drizzle-orm'
import { fileFolder } from '../../platform/schema'

// The product file system (/fileSystem): folders by type, versions, rights per type/folder checked
// on every call (previews and old versions included), the recycle bin, resumable (tus) uploads.
let t: TestApp
let admin: SignedInClient
let qe: SignedInClient
let tech: SignedInClient
beforeAll(async () => {
  // the demo files' bytes are where the seeded dump stored them (the in-memory database's files root)
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
  qe = await loginAs(t.app, 'qe01')
  tech = await loginAs(t.app, 'tech01')
})
afterAll(async () => {
  await t.close()
})
afterEach(() => setClock(null))

interface TreeType {
  code: string
  name: string
  rights: Record<string, boolean>
  folders: { id: number; name: string; parent_id: number | null; rights: Record<string, boolean> }[]
}

async function tree(client: SignedInClient): Promise<TreeType[]> {
  const res = await client.get('/api/FileSystem/GetTree')
  expect(res.status).toBe(200)
  return res.body.Data
}

async function folderId(name: string): Promise<number> {
  for (const type of await tree(admin)) for (const f of type.folders) if (f.name === name) return f.id
  throw new Error(`no folder ${name}`)
}

async function upload(usercode: string, fields: Record<string, string | number>, name: string, content: string | Uint8Array) {
  const token = await login(t.app, usercode)
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v))
  form.append('file', new File([content as BlobPart], name))
  const res = await t.app.request('/api/FileSystem/Upload', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
  return { status: res.status, body: await res.json() }
}

const raw = async (client: 'admin' | 'qe01' | 'tech01', path: string) => t.app.request(path, { headers: { Authorization: `Bearer ${await login(t.app, client)}` } })

/** A folder's total as its listing shows it, beside its files counted row by row. */
async function totals(folder: number): Promise<[shown: number, counted: number]> {
  const shown = (await qe.post('/api/FileSystem/GetFiles', { folder_id: folder, page: 1, rows: 1 })).body.Data.total as number
  const counted = await t.db.execute(
    sql`select count(*)::int as n from uploaded_file where folder_id = ${folder} and file_key is not null and is_current and deleted_at is null`,
  )
  return [shown, (counted as unknown as { rows: { n: number }[] }).rows[0]!.n]
}

describe('folders, files and versions', () => {
  it('shows the types and folders with the caller’s rights; lists a folder and searches by name', async () => {
    const types = await tree(qe)
    expect(types.map((x) => x.name)).toEqual(['产品图纸', '工艺文件', '质量记录', '技术标准'])
    expect(types[0]!.rights).toMatchObject({ view: true, preview: true, download: true, upload: true, delete: true, purge: true })
    // the folder in the bin is not in the tree
    expect(types.flatMap((x) => x.folders.map((f) => f.name))).not.toContain('2024 年度抽检记录')
    const techTypes = await tree(tech)
    expect(techTypes.map((x) => x.code)).toEqual(['01', '02'])
    expect(techTypes[0]!.rights).toMatchObject({ view: true, preview: true, download: false, upload: false })

    const chassis = await folderId('底盘')
    const list = await qe.post('/api/FileSystem/GetFiles', { folder_id: chassis, page: 1, rows: 20 })
    expect(list.status).toBe(200)
    expect(list.body.Data.rows.map((r: { file_name: string }) => r.file_name)).toEqual(['前桥总成装配图.pdf', '转向拉杆.png'])
    expect(list.body.Data.rows[0]).toMatchObject({ version: 2, is_current: true, previewable: true, file_type: '01' })
    const found = await qe.post('/api/FileSystem/GetFiles', { searchKey: '装配', page: 1, rows: 20 })
    expect(found.body.Data.rows.map((r: { file_name: string }) => r.file_name).sort()).toEqual(['前围总成装配作业要领.pdf', '前桥总成装配图.pdf'])
    const byType = await qe.post('/api/FileSystem/GetFiles', { searchKey: '装配', file_type: '02', page: 1, rows: 20 })
    expect(byType.body.Data.rows.map((r: { file_name: string }) => r.file_name)).toEqual(['前围总成装配作业要领.pdf'])
    // the technician searches only what he may view; the bin's file is never found
    const techFound = await tech.post('/api/FileSystem/GetFiles', { searchKey: '.pdf', page: 1, rows: 50 })
    expect(techFound.body.Data.rows.every((r: { file_type: string }) => ['01', '02'].includes(r.file_type))).toBe(true)
    expect((await qe.post('/api/FileSystem/GetFiles', { searchKey: '点焊参数', page: 1, rows: 20 })).body.Data.total).toBe(0)
  })

  it('uploads a new version, lists every version and restores an old one as a new version', async () => {
    const chassis = await folderId('底盘')
    const [before] = await totals(chassis)
    const first = await upload('qe01', { file_type: '01', folder_id: chassis }, '后桥总成.txt', '后桥 第一版')
    expect(first.status).toBe(200)
    // a new file counts in its folder's total; its later versions do not
    expect(await totals(chassis)).toEqual([before + 1, before + 1])
    const v1 = first.body.Data[0]
    expect(v1).toMatchObject({ file_name: '后桥总成.txt', version: 1, hash: sha256(new TextEncoder().encode('后桥 第一版')), UserName: '陈晓雯' })
    // the same name in the same folder: version 2 of the same file
    const second = await upload('qe01', { file_type: '01', folder_id: chassis }, '后桥总成.txt', '后桥 第二版')
    expect(second.body.Data[0]).toMatchObject({ file_key: v1.file_key, version: 2 })
    // explicitly as a new version of the file (whatever the uploaded name)
    const third = await upload('admin', { file_key: v1.file_key }, 'whatever.txt', '后桥 第三版')
    expect(third.body.Data[0]).toMatchObject({ file_key: v1.file_key, version: 3, file_name: '后桥总成.txt' })
    const versions = await qe.get('/api/FileSystem/GetVersions', { id: v1.id })
    expect(versions.body.Data.rows.map((r: { version: number; is_current: boolean }) => [r.version, r.is_current])).toEqual([[3, true], [2, false], [1, false]])
    expect(versions.body.Data.rows[0].UserName).toBe('系统管理员')
    // an old version downloads as it was
    expect(await (await raw('qe01', `/api/FileSystem/Download?id=${v1.id}`)).text()).toBe('后桥 第一版')

    const restored = await qe.post('/api/FileSystem/RestoreVersion', { id: v1.id })
    expect(restored.body.Msg).toBe('已恢复为第4版')
    const now = (await qe.post('/api/FileSystem/GetFiles', { folder_id: chassis, searchKey: '后桥', page: 1, rows: 5 })).body.Data.rows
    expect(now).toHaveLength(1)
    expect(now[0]).toMatchObject({ version: 4, hash: v1.hash })
    expect((await qe.post('/api/FileSystem/RestoreVersion', { id: now[0].id })).body.Msg).toBe('该版本已是当前版本')
    expect(await totals(chassis)).toEqual([before + 1, before + 1])
  })

  it('creates folders and refuses bad input', async () => {
    const made = await qe.post('/api/FileSystem/SaveFolder', { name: '车身', file_type: '01', parent_id: await folderId('WJ6120 城市客车') })
    expect(made.status).toBe(200)
    expect((await qe.post('/api/FileSystem/SaveFolder', { name: '车身', file_type: '01', parent_id: await folderId('WJ6120 城市客车') })).body.Msg).toBe('同一位置已有同名文件夹')
    expect((await qe.post('/api/FileSystem/SaveFolder', { name: 'a/b', file_type: '01' })).status).toBe(400)
    expect((await qe.post('/api/FileSystem/SaveFolder', { name: '', file_type: '01' })).body.Msg).toBe('请输入文件夹名称')
    expect((await qe.post('/api/FileSystem/SaveFolder', { name: 'x', file_type: '99' })).status).toBe(404)
    expect((await qe.post('/api/FileSystem/SaveFolder', { name: 'x', file_type: '02', parent_id: made.body.Data.id })).body.Msg).toBe('文件夹不属于该文件类型')
    expect((await upload('qe01', { file_type: '01' }, 'setup.exe', 'MZ')).body.Msg).toBe('文件“setup.exe”的类型不允许上传')
    expect((await upload('qe01', {}, 'a.txt', 'a')).body.Msg).toBe('请选择文件类型')
    expect((await qe.post('/api/FileSystem/GetFiles', { page: 1, rows: 5 })).body.Msg).toBe('请选择文件类型')
    expect((await qe.post('/api/FileSystem/GetFiles', { folder_id: 'abc', page: 1, rows: 5 })).body.Msg).toBe('请选择文件夹')
    expect((await qe.get('/api/FileSystem/GetVersions', { id: 99999999 })).status).toBe(404)
  })
})

describe('a large folder', () => {
  it('shows a whole folder’s exact total, counts a search up to 1000 (超过), pages past the end, and answers a folder in the bin or out of reach as missing', async () => {
    const [folder] = await t.db.insert(fileFolder).values({ name: '大文件夹', fileType: '01' }).returning({ id: fileFolder.id })
    const id = folder!.id
    await t.db.execute(sql`insert into uploaded_file (file_name, file_size, content_type, category, hash, userid, folder_id, version, is_current)
      select 'D-' || lpad(g::text, 4, '0') || '.pdf', g, 'application/pdf', '01', md5(g::text) || md5(g::text), 1, ${id}, 1, true from generate_series(1, 1001) g`)
    await t.db.execute(sql`update uploaded_file set file_key = id where folder_id = ${id}`)
    const first = (await qe.post('/api/FileSystem/GetFiles', { folder_id: id, page: 1, rows: 20, sidx: 'file_name', sord: 'asc' })).body.Data
    // the folder's own count (kept by the database as the rows came), not a count stopped at 1000
    expect(first.total).toBe(1001)
    expect(first.more).toBeUndefined()
    const searched = (await qe.post('/api/FileSystem/GetFiles', { folder_id: id, searchKey: 'D-', page: 1, rows: 20 })).body.Data
    expect([searched.total, searched.more]).toEqual([1000, true])
    expect(first.rows.map((r: { file_name: string }) => r.file_name).slice(0, 2)).toEqual(['D-0001.pdf', 'D-0002.pdf'])
    expect(first.rights.view).toBe(true)
    const last = (await qe.post('/api/FileSystem/GetFiles', { folder_id: id, page: 51, rows: 20, sidx: 'file_name', sord: 'asc' })).body.Data
    expect(last.rows.map((r: { file_name: string }) => r.file_name)).toEqual(['D-1001.pdf'])
    // past the end: no rows, the count asked on its own
    const past = (await qe.post('/api/FileSystem/GetFiles', { folder_id: id, page: 60, rows: 20 })).body.Data
    expect(past.rows).toEqual([])
    expect(past.total).toBe(1001)
    const searchedPast = (await qe.post('/api/FileSystem/GetFiles', { folder_id: id, searchKey: 'D-', page: 60, rows: 20 })).body.Data
    expect([searchedPast.rows, searchedPast.total]).toEqual([[], 1000])
    // to the bin and back, and purged: the total follows
    const [one] = first.rows
    expect((await qe.post('/api/FileSystem/DelFile', { id: one.id })).status).toBe(200)
    expect(await totals(id)).toEqual([1000, 1000])
    expect((await qe.post('/api/FileSystem/Restore', { kind: 'file', id: one.file_key })).status).toBe(200)
    expect(await totals(id)).toEqual([1001, 1001])
    expect((await qe.post('/api/FileSystem/DelFile', { id: one.id })).status).toBe(200)
    expect((await qe.post('/api/FileSystem/Purge', { kind: 'file', id: one.file_key })).status).toBe(200)
    expect(await totals(id)).toEqual([1000, 1000])
    // the page carries the folder's chain and rights: a folder in the bin, or one the caller may not view, is missing even with rows
    await t.db.execute(sql`update file_folder set deleted_at = now() where id = ${id}`)
    const gone = await qe.post('/api/FileSystem/GetFiles', { folder_id: id, page: 1, rows: 20 })
    expect([gone.status, gone.body.Msg]).toEqual([404, '文件夹不存在'])
    await t.db.execute(sql`update file_folder set deleted_at = null where id = ${id}`)
    const sup = await loginAs(t.app, 'sup1001')
    expect((await sup.post('/api/FileSystem/GetFiles', { folder_id: id, page: 1, rows: 20 })).status).toBe(403)
  })
})

describe('rights per type or folder, checked on every call', () => {
  it('a user with preview but not download previews inline, and the download call refuses him', async () => {
    const chassis = await folderId('底盘')
    const [pdf] = (await tech.post('/api/FileSystem/GetFiles', { folder_id: chassis, searchKey: '前桥', page: 1, rows: 5 })).body.Data.rows
    const preview = await raw('tech01', `/api/FileSystem/Preview?id=${pdf.id}`)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toBe('application/pdf')
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/)
    expect((await preview.text()).startsWith('%PDF')).toBe(true)
    const refused = await raw('tech01', `/api/FileSystem/Download?id=${pdf.id}`)
    expect(refused.status).toBe(403)
    expect((await refused.json()).Msg).toBe('无权限')
    // old versions too
    const versions = (await tech.get('/api/FileSystem/GetVersions', { id: pdf.id })).body.Data.rows
    expect((await raw('tech01', `/api/FileSystem/Download?id=${versions[1].id}`)).status).toBe(403)
    expect((await raw('tech01', `/api/FileSystem/Preview?id=${versions[1].id}`)).status).toBe(200)
    const download = await raw('qe01', `/api/FileSystem/Download?id=${pdf.id}`)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    // he may not upload, delete or see other types
    expect((await upload('tech01', { file_type: '01', folder_id: chassis }, 'x.txt', 'x')).status).toBe(403)
    expect((await tech.post('/api/FileSystem/DelFile', { id: pdf.id })).status).toBe(403)
    const [std] = (await qe.post('/api/FileSystem/GetFiles', { searchKey: '涂装', page: 1, rows: 5 })).body.Data.rows
    expect((await raw('tech01', `/api/FileSystem/Preview?id=${std.id}`)).status).toBe(404)
    expect((await tech.post('/api/FileSystem/GetFiles', { file_type: '04', page: 1, rows: 5 })).status).toBe(404)
    // a text file has no preview
    const [txt] = (await qe.post('/api/FileSystem/GetFiles', { file_type: '01', page: 1, rows: 5 })).body.Data.rows
    expect((await raw('qe01', `/api/FileSystem/Preview?id=${txt.id}`)).status).toBe(400)
  })

  it('operation_authority governs for real: a folder right adds to the type’s; suppliers have no file system', async () => {
    const outsourced = await folderId('外协图纸')
    // buyers upload to the outsourced drawings only
    expect((await upload('buyer01', { file_type: '01', folder_id: outsourced }, '水箱图.pdf', '%PDF-1.4 x')).status).toBe(200)
    expect((await upload('buyer01', { file_type: '01', folder_id: await folderId('底盘') }, '水箱图.pdf', '%PDF-1.4 x')).status).toBe(403)
    // the admin takes the technician's preview away: previews refused at once
    const [row] = (await admin.post('/api/OperationAuthority/GetList', { role: 'technician', category: '01' })).body.Data.rows
    expect(row).toMatchObject({ can_view: true, can_preview: true, can_download: false, folder_id: 0 })
    expect((await admin.post('/api/OperationAuthority/Save', { ...row, can_preview: 0 })).status).toBe(200)
    const [pdf] = (await tech.post('/api/FileSystem/GetFiles', { folder_id: await folderId('底盘'), searchKey: '前桥', page: 1, rows: 5 })).body.Data.rows
    expect((await raw('tech01', `/api/FileSystem/Preview?id=${pdf.id}`)).status).toBe(403)
    expect((await admin.post('/api/OperationAuthority/Save', { ...row, can_preview: 1 })).status).toBe(200)
    // a user's own right on a folder
    const techId = (await admin.get('/User/User/GetUserByCode', { usercode: 'tech01' })).body.Data.userid
    const saved = await admin.post('/api/OperationAuthority/Save', { subject_type: 'user', userid: techId, category: '01', folder_id: outsourced, can_view: 1, can_download: 1 })
    expect(saved.status).toBe(200)
    const [drawing] = (await tech.post('/api/FileSystem/GetFiles', { folder_id: outsourced, page: 1, rows: 5 })).body.Data.rows
    expect((await raw('tech01', `/api/FileSystem/Download?id=${drawing.id}`)).status).toBe(200)
    // suppliers: no function, no call
    const sup = await loginAs(t.app, 'sup1001')
    expect((await sup.get('/api/FileSystem/GetTree')).status).toBe(403)
    expect((await sup.post('/api/FileSystem/GetFiles', { file_type: '01' })).status).toBe(403)
  })
})

describe('recycle bin', () => {
  it('delete → bin with who and when; restore brings back versions and folder rights; purge needs the purge right', async () => {
    setClock(Date.now() + 3_600_000, { frozen: true })
    const outsourced = await folderId('外协图纸')
    const [drawing] = (await qe.post('/api/FileSystem/GetFiles', { folder_id: outsourced, searchKey: '散热器', page: 1, rows: 5 })).body.Data.rows
    expect((await qe.post('/api/FileSystem/DelFile', { id: drawing.id })).body.Msg).toBe('已移入回收站')
    expect((await raw('qe01', `/api/FileSystem/Download?id=${drawing.id}`)).status).toBe(404)
    // the folder too (with its rights)
    expect((await qe.post('/api/FileSystem/DelFolder', { id: outsourced })).body.Msg).toBe('已移入回收站')
    expect((await tree(qe))[0]!.folders.map((f) => f.name)).not.toContain('外协图纸')
    const listed = (await qe.post('/api/FileSystem/GetRecycle', { page: 1, rows: 20 })).body.Data.rows
    const bin = [listed.find((b: { kind: string; name: string }) => b.kind === 'folder' && b.name === '外协图纸'), listed.find((b: { name: string }) => b.name === '散热器外形图.pdf')]
    expect(bin[0]).toMatchObject({ kind: 'folder', name: '外协图纸', deleted_by: '陈晓雯', deleted_from: '产品图纸' })
    expect(bin[0].deleted_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(bin[1]).toMatchObject({ kind: 'file', name: '散热器外形图.pdf', deleted_from: '产品图纸 / 外协图纸', deleted_by: '陈晓雯' })
    expect(listed.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining(['旧版点焊参数表.txt', '2024 年度抽检记录']))

    // restore the file first: its folder is in the bin, so it says where it went
    const back = await qe.post('/api/FileSystem/Restore', { kind: 'file', id: drawing.file_key })
    expect(back.body.Msg).toBe('原位置“产品图纸 / 外协图纸”已不存在，已恢复到“产品图纸”根目录')
    // the folder: back where it was, its rights as they were (buyers upload there again)
    const folderBack = await qe.post('/api/FileSystem/Restore', { kind: 'folder', id: outsourced })
    expect(folderBack.body.Msg).toBe('已恢复到“产品图纸”')
    expect((await upload('buyer01', { file_type: '01', folder_id: outsourced }, '油箱图.pdf', '%PDF-1.4 y')).status).toBe(200)
    const versions = (await qe.get('/api/FileSystem/GetVersions', { id: drawing.id })).body.Data.rows
    expect(versions.length).toBeGreaterThanOrEqual(1)

    // purge: the buyer may delete in his folder but not purge; quality may
    const buyer = await loginAs(t.app, 'buyer01')
    const [mine] = (await buyer.post('/api/FileSystem/GetFiles', { folder_id: outsourced, searchKey: '油箱', page: 1, rows: 5 })).body.Data.rows
    expect((await buyer.post('/api/FileSystem/DelFile', { id: mine.id })).status).toBe(200)
    expect((await buyer.post('/api/FileSystem/Purge', { kind: 'file', id: mine.file_key })).status).toBe(403)
    expect((await qe.post('/api/FileSystem/Purge', { kind: 'file', id: mine.file_key })).body.Msg).toBe('已彻底删除')
    expect((await qe.post('/api/FileSystem/Restore', { kind: 'file', id: mine.file_key })).status).toBe(404)
    expect((await qe.post('/api/FileSystem/Purge', { kind: 'disk', id: 1 })).status).toBe(400)
  })

  it('a binned file shows its own number of versions, whatever is uploaded elsewhere', async () => {
    const versionsOf = async (name: string) =>
      ((await qe.post('/api/FileSystem/GetRecycle', { searchKey: name, page: 1, rows: 20 })).body.Data.rows as { kind: string; name: string; versions: number }[]).find((b) => b.kind === 'file' && b.name === name)!.versions
    expect(await versionsOf('旧版点焊参数表.txt')).toBe(2) // the demo seeds it with 2
    expect((await upload('qe01', { file_type: '01', folder_id: await folderId('底盘') }, '版本数无关文件.txt', '另一个文件')).status).toBe(200)
    expect(await versionsOf('旧版点焊参数表.txt')).toBe(2)
  })

  it('items older than the retention period (system parameter) purge by themselves, by the clock', async () => {
    const before = (await qe.post('/api/FileSystem/GetRecycle', { page: 1, rows: 50 })).body.Data.rows.map((r: { name: string }) => r.name)
    expect(before).toEqual(expect.arrayContaining(['旧版点焊参数表.txt', '2024 年度抽检记录']))
    // 40 days on (retention 30): the server's hourly job purges the demo items, as 系统
    setClock(Date.now() + 40 * 86_400_000, { frozen: true })
    const job = filesArea.jobs!.find((j) => j.name === 'fs-recycle-retention')!
    expect(await job.run(t.db, t.config)).toBeGreaterThanOrEqual(2)
    const later = await loginAs(t.app, 'qe01')
    const res = await later.post('/api/FileSystem/GetRecycle', { page: 1, rows: 50 })
    expect(res.body.Code, res.body.Msg).toBe(1)
    const after = res.body.Data.rows.map((r: { name: string }) => r.name)
    expect(after).not.toContain('旧版点焊参数表.txt')
    expect(after).not.toContain('2024 年度抽检记录')
    const log = (await (await loginAs(t.app, 'admin')).post('/api/AuditLog/GetList', { area: 'file', searchKey: '保留期' })).body.Data.rows
    expect(log.length).toBeGreaterThanOrEqual(2)
    expect(log.every((l: { UserName?: string; user_name?: string }) => (l.UserName ?? l.user_name) === '系统')).toBe(true)
    setClock(null)
    // the sessions of the first calls ended with the 40 days
    admin = await loginAs(t.app, 'admin')
    qe = await loginAs(t.app, 'qe01')
    tech = await loginAs(t.app, 'tech01')
  })
})

describe('resumable upload (tus)', () => {
  const tusHeaders = (token: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0', ...extra })
  const meta = (o: Record<string, string>) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(',')

  it('creates, stops half way, resumes from the offset and lands as a file of the folder', async () => {
    const token = await login(t.app, 'qe01')
    const chassis = await folderId('底盘')
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251)
    const created = await t.app.request('/api/FileSystem/Tus', {
      method: 'POST',
      headers: tusHeaders(token, { 'Upload-Length': String(bytes.length), 'Upload-Metadata': meta({ filename: '车架总成.pdf', file_type: '01', folder_id: String(chassis) }) }),
    })
    expect(created.status).toBe(201)
    const location = created.headers.get('location')!
    expect(location).toMatch(/^Tus\//)
    const url = `/api/FileSystem/${location}`
    const half = 1024 * 1024 + 17
    const first = await t.app.request(url, { method: 'PATCH', headers: tusHeaders(token, { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }), body: bytes.slice(0, half) })
    expect(first.status).toBe(204)
    // another user may not continue it
    const other = await t.app.request(url, { method: 'HEAD', headers: tusHeaders(await login(t.app, 'admin')) })
    expect(other.status).toBe(404)
    const head = await t.app.request(url, { method: 'HEAD', headers: tusHeaders(token) })
    expect(head.headers.get('upload-offset')).toBe(String(half))
    const rest = await t.app.request(url, { method: 'PATCH', headers: tusHeaders(token, { 'Upload-Offset': String(half), 'Content-Type': 'application/offset+octet-stream' }), body: bytes.slice(half) })
    expect(rest.status).toBe(204)
    const id = Number(rest.headers.get('upload-file-id'))
    const [row] = (await qe.post('/api/FileSystem/GetFiles', { folder_id: chassis, searchKey: '车架', page: 1, rows: 5 })).body.Data.rows
    expect(row).toMatchObject({ id, file_size: bytes.length, hash: sha256(bytes), version: 1 })
    const got = new Uint8Array(await (await raw('qe01', `/api/FileSystem/Download?id=${id}`)).arrayBuffer())
    expect(sha256(got)).toBe(sha256(bytes))
  })

  it('refuses without the upload right, over the size limit, and without a login', async () => {
    const chassis = await folderId('底盘')
    const create = async (token: string | null, length: number, name = 'a.pdf') =>
      t.app.request('/api/FileSystem/Tus', {
        method: 'POST',
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Tus-Resumable': '1.0.0', 'Upload-Length': String(length), 'Upload-Metadata': meta({ filename: name, file_type: '01', folder_id: String(chassis) }) },
      })
    const refused = await create(await login(t.app, 'tech01'), 10)
    expect(refused.status).toBe(403)
    expect((await refused.json()).Msg).toBe('无权限')
    expect((await create(null, 10)).status).toBe(401)
    expect((await (await create(await login(t.app, 'qe01'), 10, 'x.exe')).json()).Msg).toBe('文件“x.exe”的类型不允许上传')
    expect((await admin.post('/api/SysPara/Save', { id: 'fs_max_upload_mb', param_key: 'fs_max_upload_mb', param_value: '1', param_group: 'system' })).status).toBe(200)
    const big = await create(await login(t.app, 'qe01'), 2 * 1024 * 1024)
    expect(big.status).toBe(413)
    expect((await big.json()).Msg).toBe('文件超过上传上限')
  })
})
