import { describe, expect, it } from 'vitest'
import { loginAs } from '../../../test/helpers'
import { sql } from 'drizzle-orm'
import { sha256 } from '../../platform/file-store'
import { fileFolder } from '../../platform/schema'
import { fileSystemApp } from './file-system-testing'

// The product file system (/fileSystem): folders by type, files and their versions, a large
// folder's totals and pages. Rights on every call: file-system-access.test.ts; the recycle bin:
// file-system-bin.test.ts; resumable (tus) uploads: tus.test.ts.
const { t, qe, tech, tree, folderId, upload, raw, totals } = await fileSystemApp()

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
