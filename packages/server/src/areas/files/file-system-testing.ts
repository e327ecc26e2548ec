// What the file system's tests share (imported by them only): an app of the test file's own with
// the administrator, a quality engineer and a technician signed in, and the calls they all repeat.
import { afterAll, afterEach, expect } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp, login, loginAs, type SignedInClient } from '../../../test/helpers'
import { setClock } from '../../clock'

interface TreeType {
  code: string
  name: string
  rights: Record<string, boolean>
  folders: { id: number; name: string; parent_id: number | null; rights: Record<string, boolean> }[]
}

/**
 * Awaited at the top of a test file: the app (closed after the file's tests, the clock reset after
 * each test), its signed-in users and the file system's calls as they use them.
 */
export async function fileSystemApp() {
  // the demo files' bytes are where the seeded dump stored them (the in-memory database's files root)
  const t = await createTestApp()
  afterAll(() => t.close())
  afterEach(() => setClock(null))
  const admin = await loginAs(t.app, 'admin')
  const qe = await loginAs(t.app, 'qe01')
  const tech = await loginAs(t.app, 'tech01')

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

  return { t, admin, qe, tech, tree, folderId, upload, raw, totals }
}
