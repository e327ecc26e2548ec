// Migration 0004_one_attachment_model keeps the attachments of mail and bulletins: a database at
// 0003 with rows in mail_attachment / bulletin_attachment finds them in doc_file after migrating.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { openDatabase, type Database } from '../src/db'
import { migrateDatabase, migrationsFolder } from '../src/db/migrate'
import { listFiles } from '../src/platform/attachments'

const BEFORE = '0003_documents'
const onPg = process.env.SCM_TEST_DRIVER === 'pg'

let database: Database
let dropPg = async () => {}
let oldFolder = ''

/** The migration set as it was before this migration: the journal cut after BEFORE. */
function folderUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'scm-migrations-'))
  cpSync(migrationsFolder, dir, { recursive: true })
  const journalFile = join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const last = journal.entries.findIndex((e) => e.tag === tag)
  expect(last).toBeGreaterThanOrEqual(0)
  journal.entries = journal.entries.slice(0, last + 1)
  writeFileSync(journalFile, JSON.stringify(journal))
  return dir
}

async function emptyDatabase(): Promise<Database> {
  if (!onPg) return openDatabase({ dataDir: 'memory' })
  const url = new URL(process.env.DATABASE_URL!)
  const name = `scm_test_mig_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  dropPg = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
  url.pathname = `/${name}`
  return openDatabase({ dataDir: 'memory', databaseUrl: url.toString() })
}

beforeAll(async () => {
  oldFolder = folderUpTo(BEFORE)
  database = await emptyDatabase()
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, unknown>>, { migrationsFolder: oldFolder })
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Record<string, unknown>>, { migrationsFolder: oldFolder })
  }
}, 60_000)

afterAll(async () => {
  await database?.close()
  await dropPg()
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true })
})

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!

describe('0004_one_attachment_model', () => {
  it('moves mail and bulletin attachments into doc_file, in their order, then drops the old tables', async () => {
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
