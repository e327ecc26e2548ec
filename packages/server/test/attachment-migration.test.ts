// The migrations onto the one attachment model keep every file: a database just before the migration,
// with rows in the old tables, finds them in doc_file after migrating to the newest schema.
// - 0004_one_attachment_model: mail_attachment / bulletin_attachment
// - <n>_contract_files: pc_contract_file (found by its tag's name, so renumbering it needs no edit here)
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { migrateDatabase } from '../src/db/migrate'
import { databaseAt, tagBefore } from './migrations'
import { attachedFile, listFiles } from '../src/platform/attachments'
import { fileStoreOf, readBlob } from '../src/platform/file-store'

describe('0004_one_attachment_model', () => {
  const { state, one } = databaseAt('0003_documents')
  it('moves mail and bulletin attachments into doc_file, in their order, then drops the old tables', async () => {
    const { database } = state
    const db = database.db
    const sender = await one<{ userid: number }>(sql`insert into sys_user (usercode, user_name, password_hash, password_salt) values ('mig_sender', '迁移发件人', 'x', 'x') returning userid`)
    const publisher = await one<{ userid: number }>(sql`insert into sys_user (usercode, user_name, password_hash, password_salt) values ('mig_pub', '迁移发布人', 'x', 'x') returning userid`)
    const file = async (name: string) =>
      (await one<{ id: number }>(sql`insert into uploaded_file (file_name, file_size, content_type, category, hash, userid) values (${name}, 3, 'text/plain', 'mail', 'h', ${sender.userid}) returning id`)).id
    const [a, b, c] = [await file('a.txt'), await file('b.txt'), await file('c.txt')]
    const sentAt = '2026-03-01T08:00:00Z'
    const mail = await one<{ id: number }>(sql`insert into mail_record (subject, sender_id, status, created_at, sent_at) values ('带附件', ${sender.userid}, '已发送', '2026-02-28T08:00:00Z', ${sentAt}) returning id`)
    const draft = await one<{ id: number }>(sql`insert into mail_record (subject, sender_id, status, created_at) values ('草稿', ${sender.userid}, '草稿', '2026-02-27T08:00:00Z') returning id`)
    // sort, not the insertion order, is the attachment order
    await db.execute(sql`insert into mail_attachment (mail_id, file_id, sort) values (${mail.id}, ${a}, 1), (${mail.id}, ${b}, 0), (${draft.id}, ${a}, 0)`)
    const type = await one<{ id: number }>(sql`insert into bulletin_type (code, name) values ('MIG', '迁移类型') returning id`)
    const bulletin = await one<{ id: number }>(
      sql`insert into bulletin (type_id, title, status, publisher_id, created_at) values (${type.id}, '带附件公告', '已发布', ${publisher.userid}, '2026-01-15T02:00:00Z') returning id`,
    )
    await db.execute(sql`insert into bulletin_attachment (bulletin_id, file_id, sort) values (${bulletin.id}, ${c}, 0)`)
    // a link already in doc_file is kept as it is (ON CONFLICT DO NOTHING)
    await db.execute(sql`insert into doc_file (doc_type, doc_id, file_id, user_name) values ('Bulletin', ${bulletin.id}, ${c}, '已有')`)

    await migrateDatabase(database)

    const mailFiles = await listFiles(db, 'Mail', mail.id)
    expect(mailFiles.map((f) => [f.fileId, f.fileName, f.userid, f.userName])).toEqual([
      [b, 'b.txt', sender.userid, '迁移发件人'],
      [a, 'a.txt', sender.userid, '迁移发件人'],
    ])
    expect(mailFiles[0]!.createdAt.toISOString()).toBe(new Date(sentAt).toISOString())
    const draftFiles = await listFiles(db, 'Mail', draft.id)
    expect(draftFiles.map((f) => [f.fileId, f.createdAt.toISOString()])).toEqual([[a, new Date('2026-02-27T08:00:00Z').toISOString()]])
    expect((await listFiles(db, 'Bulletin', bulletin.id)).map((f) => [f.fileId, f.userName])).toEqual([[c, '已有']])

    const left = await one<{ mail: string | null; bulletin: string | null }>(sql`select to_regclass('mail_attachment')::text as mail, to_regclass('bulletin_attachment')::text as bulletin`)
    expect(left).toEqual({ mail: null, bulletin: null })
    // an attached file stays while a record carries it
    await expect(db.execute(sql`delete from uploaded_file where id = ${a}`)).rejects.toThrow()
  })
})

describe('contract files onto the one attachment model', () => {
  const { state, one, rows } = databaseAt(tagBefore(/^\d+_contract_files$/))

  it('moves pc_contract_file rows into doc_file, in their order, with who and when; stored content stays readable', async () => {
    const { database } = state
    const db = database.db
    const user = async (code: string, name: string) => (await one<{ userid: number }>(sql`insert into sys_user (usercode, user_name, password_hash, password_salt) values (${code}, ${name}, 'x', 'x') returning userid`)).userid
    const uploader = await user('mig_ct_up', '迁移上传人')
    const saver = await user('mig_ct_save', '迁移保存人')
    await db.execute(sql`insert into pc_supply (supplyid, supply_name) values (990001, '迁移供应商')`)
    const contract = async (no: string) =>
      (await one<{ id: number }>(
        sql`insert into pc_contract (contract_no, supplyid, title, sign_date, valid_from, valid_to, updated_by, updated_by_name) values (${no}, 990001, '迁移合同', '2026-01-01', '2026-01-01', '2026-12-31', ${saver}, '迁移保存人') returning id`,
      )).id
    const [k1, k2] = [await contract('HT-MIG-1'), await contract('HT-MIG-2')]
    // two files of the file store, as the contract form uploaded them
    const store = fileStoreOf({ dataDir: 'memory' })
    const stored = async (name: string, text: string) => {
      const bytes = new TextEncoder().encode(text)
      const hash = await store.put(bytes)
      return (await one<{ id: number }>(sql`insert into uploaded_file (file_name, file_size, content_type, category, hash, userid) values (${name}, ${bytes.byteLength}, 'text/plain', 'contract', ${hash}, ${uploader}) returning id`)).id
    }
    const [s1, s2] = [await stored('正文.txt', '迁移合同正文'), await stored('技术协议.txt', '迁移技术协议')]
    const t1 = '2026-03-01T08:00:00.000Z'
    const t2 = '2026-03-02T09:30:00.000Z'
    // the id, not the insertion order, is the file order; paths as the form kept them, a bare id, a
    // full URL, a path that was never in the file store and one whose file is gone
    await db.execute(sql`insert into pc_contract_file (id, contract_id, file_name, file_path, file_size, uploaded_at) values
      (903, ${k1}, '技术协议.txt', ${`https://portal.example/api/File/File/Download?id=${s2}`}, 18, ${t2}),
      (901, ${k1}, '正文.txt', ${`/File/File/Download?id=${s1}`}, 18, ${t1}),
      (902, ${k1}, '旧合同扫描件.pdf', 'contracts/HT-MIG-1/2.pdf', 2048, ${t1}),
      (904, ${k2}, '正文.txt', ${String(s1)}, 18, ${t2}),
      (905, ${k2}, '已删除.docx', '/File/File/Download?id=999999', 4096, ${t2})`)

    await migrateDatabase(database)

    const k1Files = await listFiles(db, 'Contract', k1)
    expect(k1Files.map((f) => [f.fileName, f.fileSize, f.userid, f.userName, f.createdAt.toISOString()])).toEqual([
      ['正文.txt', 18, uploader, '迁移上传人', t1],
      ['旧合同扫描件.pdf', 2048, saver, '迁移保存人', t1],
      ['技术协议.txt', 18, uploader, '迁移上传人', t2],
    ])
    expect([k1Files[0]!.fileId, k1Files[2]!.fileId]).toEqual([s1, s2])
    const k2Files = await listFiles(db, 'Contract', k2)
    expect(k2Files.map((f) => [f.fileName, f.contentType, f.userName])).toEqual([
      ['正文.txt', 'text/plain', '迁移上传人'],
      ['已删除.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '迁移保存人'],
    ])
    // the stored content is read through the attachment, as the download call does
    for (const [fileId, text] of [[s1, '迁移合同正文'], [s2, '迁移技术协议']] as const) {
      const file = await attachedFile(db, 'Contract', k1, fileId)
      expect(new TextDecoder().decode((await readBlob(store, file!.hash))!)).toBe(text)
    }
    // a path that never had content here keeps its name and size, without content
    const legacy = await attachedFile(db, 'Contract', k1, k1Files[1]!.fileId)
    expect(legacy).toMatchObject({ fileName: '旧合同扫描件.pdf', contentType: 'application/pdf', category: 'contract', hash: '', userid: saver })
    expect(await readBlob(store, legacy!.hash)).toBeNull()

    expect(await one<{ t: string | null }>(sql`select to_regclass('pc_contract_file')::text as t`)).toEqual({ t: null })
    // the upload sequence went past the rows the migration added: a new upload gets a new id
    const next = await one<{ id: number }>(sql`insert into uploaded_file (file_name, file_size, content_type, hash) values ('新.txt', 1, 'text/plain', 'h') returning id`)
    const added = await rows<{ id: number }>(sql`select file_id as id from doc_file where doc_type = 'Contract'`)
    expect(added.map((r) => r.id)).not.toContain(next.id)
  })
})
