import { describe, expect, it } from 'vitest'
import { loginAs } from '../../../test/helpers'
import { fileSystemApp } from './file-system-testing'

// The file system's rights per type or folder (operation_authority), checked on every call:
// previews and old versions included.
const { t, admin, qe, tech, folderId, upload, raw } = await fileSystemApp()

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
