import { describe, expect, it } from 'vitest'
import { loginAs } from '../../../test/helpers'
import { setClock } from '../../clock'
import { filesArea } from '.'
import { fileSystemApp } from './file-system-testing'

// The file system's recycle bin: deleting, restoring, purging, and the retention period's purge.
const files = await fileSystemApp()
const { t, tree, folderId, upload, raw } = files
// signed in again when the clock has run past their sessions
let { admin, qe, tech } = files

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
