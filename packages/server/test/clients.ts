// Signed-in clients that also know their token (multipart uploads) and user id, and file uploads:
// shared by the area tests that attach files (mail, bulletins).
import { afterAll } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Db } from '../src/db'
import { sysUser } from '../src/identity/user-schema'
import { api, createTestApp, login, type SignedInClient, type TestApp } from './helpers'

export async function userId(db: Db, usercode: string): Promise<number> {
  const [u] = await db.select({ userid: sysUser.userid }).from(sysUser).where(eq(sysUser.usercode, usercode))
  if (!u) throw new Error(`no user ${usercode}`)
  return u.userid
}

export type UserClient = SignedInClient & { token: string; userid: number }

/** A signed-in demo account with its token and user id. */
export async function signIn(t: TestApp, usercode: string): Promise<UserClient> {
  const token = await login(t.app, usercode)
  return Object.assign(api(t.app, token), { token, userid: await userId(t.db, usercode) })
}

/** Uploads one text file through /File/File/UploadFiles; answers the file rows. */
export async function uploadFile(t: TestApp, client: UserClient, category: string, name: string, content: string) {
  const form = new FormData()
  form.append('category', category)
  form.append('file', new File([content], name, { type: 'text/plain' }))
  const res = await t.app.request('/File/File/UploadFiles', { method: 'POST', headers: { Authorization: `Bearer ${client.token}` }, body: form })
  const body = await res.json()
  if (res.status !== 200) throw new Error(JSON.stringify(body))
  return body.Data as { id: number; file_name: string }[]
}

/** GET of a file answer (not JSON) as the client. */
export const download = (t: TestApp, client: UserClient, path: string) => t.app.request(path, { headers: { Authorization: `Bearer ${client.token}` } })

/**
 * The app of one test file with demo accounts signed in, closed after the file's tests. Awaited
 * at the top of the file: `const { t, buyer } = await appWithAccounts({ buyer: 'buyer01' })`.
 */
export async function appWithAccounts<K extends string>(accounts: Record<K, string>, overrides: Partial<TestApp['config']> = {}) {
  const t = await createTestApp(overrides)
  afterAll(() => t.close())
  const names = Object.keys(accounts) as K[]
  const clients = await Promise.all(names.map((name) => signIn(t, accounts[name])))
  return { t, ...(Object.fromEntries(names.map((name, i) => [name, clients[i]])) as Record<K, UserClient>) }
}
