// Test helpers of the mail area (imported by its tests only).
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { api, login, type SignedInClient, type TestApp } from '../../../test/helpers'
import { sysUser } from '../user/schema'

export async function userId(db: Db, usercode: string): Promise<number> {
  const [u] = await db.select({ userid: sysUser.userid }).from(sysUser).where(eq(sysUser.usercode, usercode))
  if (!u) throw new Error(`no user ${usercode}`)
  return u.userid
}

/** A user that cannot log in (password hash is not a real one): a receiver for the rule tests. */
export async function addUser(db: Db, usercode: string, extra: Partial<typeof sysUser.$inferInsert> = {}): Promise<number> {
  const [u] = await db
    .insert(sysUser)
    .values({ usercode, userName: `测试${usercode}`, passwordHash: 'x', passwordSalt: 'x', ...extra })
    .returning({ userid: sysUser.userid })
  return u!.userid
}

export type MailClient = SignedInClient & { token: string; userid: number }

/** A signed-in demo account that also knows its token (multipart uploads) and user id. */
export async function signIn(t: TestApp, usercode: string): Promise<MailClient> {
  const token = await login(t.app, usercode)
  return Object.assign(api(t.app, token), { token, userid: await userId(t.db, usercode) })
}

/** Uploads through /File/File/UploadFiles (category mail); answers the file rows. */
export async function uploadMailFile(t: TestApp, client: MailClient, name: string, content: string) {
  const form = new FormData()
  form.append('category', 'mail')
  form.append('file', new File([content], name, { type: 'text/plain' }))
  const res = await t.app.request('/File/File/UploadFiles', { method: 'POST', headers: { Authorization: `Bearer ${client.token}` }, body: form })
  const body = await res.json()
  if (res.status !== 200) throw new Error(JSON.stringify(body))
  return body.Data as { id: number; file_name: string }[]
}

export const send = (client: SignedInClient, mail: Record<string, unknown>) => client.post('/Email/MSMailRecord/Save', { send: true, body: '', ...mail })
export const list = (client: SignedInClient, query: Record<string, unknown>) => client.post('/Email/MSMailRecord/GetDataList', query)
export const unread = async (client: SignedInClient) => (await client.get('/Email/MSMailRecord/GetUnReadNum')).body.Data as number
