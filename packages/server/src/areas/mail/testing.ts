// Test helpers of the mail area (imported by its tests only).
import type { Db } from '../../db'
import type { SignedInClient, TestApp } from '../../../test/helpers'
import { signIn, uploadFile, userId, type UserClient } from '../../../test/clients'
import { sysUser } from '../../identity/user-schema'

/** A user that cannot log in (password hash is not a real one): a receiver for the rule tests. */
export async function addUser(db: Db, usercode: string, extra: Partial<typeof sysUser.$inferInsert> = {}): Promise<number> {
  const [u] = await db
    .insert(sysUser)
    .values({ usercode, userName: `测试${usercode}`, passwordHash: 'x', passwordSalt: 'x', ...extra })
    .returning({ userid: sysUser.userid })
  return u!.userid
}

export { signIn, userId }
export type MailClient = UserClient

/** Uploads through /File/File/UploadFiles (category mail); answers the file rows. */
export const uploadMailFile = (t: TestApp, client: MailClient, name: string, content: string) => uploadFile(t, client, 'mail', name, content)

export const send = (client: SignedInClient, mail: Record<string, unknown>) => client.post('/Email/MSMailRecord/Save', { send: true, body: '', ...mail })
export const list = (client: SignedInClient, query: Record<string, unknown>) => client.post('/Email/MSMailRecord/GetDataList', query)
export const unread = async (client: SignedInClient) => (await client.get('/Email/MSMailRecord/GetUnReadNum')).body.Data as number
