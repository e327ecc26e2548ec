// The per-request sign-in check: one statement (a second to touch last_seen, at most once a minute), nothing
// cached between requests (roles, grants and sessions changed anywhere apply at the next call).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { api, createTestApp, login, loginAs, type TestApp } from './helpers'
import { createApp } from '../src/app'
import { openDatabase } from '../src/db'
import { ok, requireFn } from '../src/http'
import { hashToken } from '../src/identity/sessions'
import { userSession } from '../src/identity/session-schema'
import { sysUser, sysUserRole } from '../src/identity/user-schema'
import { sysRole, sysRoleFunction } from '../src/identity/role-schema'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  t.app.get('/test/receive-export', requireFn('order_receivev2', 'export'), (c) => ok(c, c.get('user').roles))
  t.app.get('/test/receive-delete', requireFn('order_receivev2', 'delete'), (c) => ok(c, c.get('user').roles))
})
afterAll(() => t.close())

/** Counts the statements the database driver receives while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const driver = t.database.pool as unknown as { query: (...args: unknown[]) => unknown }
  const query = driver.query
  let n = 0
  driver.query = function (this: unknown, ...args: unknown[]) {
    n++
    return query.apply(this, args)
  }
  try {
    await work()
  } finally {
    driver.query = query
  }
  return n
}

const lastSeen = async (token: string) =>
  (await t.db.select({ at: userSession.lastSeenAt }).from(userSession).where(eq(userSession.tokenHash, hashToken(token))))[0]!.at

const setLastSeen = (token: string, at: Date) =>
  t.db.update(userSession).set({ lastSeenAt: at }).where(eq(userSession.tokenHash, hashToken(token)))

describe('the sign-in check of every call', () => {
  it('reads session, user, roles and grants in one statement, and touches last_seen by a second once a minute', async () => {
    const token = await login(t.app, 'sup1001')
    const me = api(t.app, token)
    // a grant set new to this process: its rows are read once, by a second statement
    expect(await statementsDuring(async () => expect((await me.get('/test/receive-export')).status).toBe(200))).toBeLessThanOrEqual(2)
    expect(await statementsDuring(async () => expect((await me.get('/test/receive-export')).status).toBe(200))).toBe(1)
    expect(await statementsDuring(async () => expect((await me.get('/test/receive-delete')).status).toBe(403))).toBe(1)
    await setLastSeen(token, new Date(Date.now() - 5 * 60_000))
    expect(await statementsDuring(() => me.get('/test/receive-export'))).toBe(2)
    expect(await statementsDuring(() => me.get('/test/receive-export'))).toBe(1)
    expect(Date.now() - (await lastSeen(token)).getTime()).toBeLessThan(30_000)
  })

  it('touches last_seen at most once a minute', async () => {
    const token = await login(t.app, 'qe01')
    const me = api(t.app, token)
    const recent = new Date(Date.now() - 30_000)
    await setLastSeen(token, recent)
    expect((await me.get('/User/User/GetCurrentUser')).status).toBe(200)
    expect((await lastSeen(token)).getTime()).toBe(recent.getTime())

    const stale = new Date(Date.now() - 61_000)
    await setLastSeen(token, stale)
    const before = Date.now()
    expect((await me.get('/User/User/GetCurrentUser')).status).toBe(200)
    const touched = (await lastSeen(token)).getTime()
    expect(touched).toBeGreaterThanOrEqual(before - 1000)
    expect(touched).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('applies a role given or taken away at the next call, merging the buttons of all roles', async () => {
    await t.db.insert(sysRole).values({ code: 'receive_deleter', name: '测试：删除接收明细' })
    await t.db.insert(sysRoleFunction).values({ role: 'receive_deleter', functionId: 'order_receivev2', buttons: ['delete'] })
    const me = await loginAs(t.app, 'sup1002')
    const [{ userid }] = await t.db.select({ userid: sysUser.userid }).from(sysUser).where(eq(sysUser.usercode, 'sup1002'))
    expect((await me.get('/test/receive-delete')).status).toBe(403)

    await t.db.insert(sysUserRole).values({ userid, role: 'receive_deleter' })
    const both = await me.get('/test/receive-delete')
    expect(both).toMatchObject({ status: 200, body: { Data: ['receive_deleter', 'supplier'] } })
    expect((await me.get('/test/receive-export')).status).toBe(200) // the supplier role's button stays
    expect((await me.get('/User/User/GetCurrentUser')).body.Data[0].roles).toEqual(['receive_deleter', 'supplier'])

    await t.db.delete(sysUserRole).where(and(eq(sysUserRole.userid, userid), eq(sysUserRole.role, 'receive_deleter')))
    expect((await me.get('/test/receive-delete')).status).toBe(403)
    expect((await me.get('/User/User/GetCurrentUser')).body.Data[0].roles).toEqual(['supplier'])
  })

  it('lets admin call every function without grant rows', async () => {
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.get('/test/receive-delete')).status).toBe(200)
  })

  it('answers 401 once the user is forbidden, and again 200 when allowed back', async () => {
    const token = await login(t.app, 'svc01')
    const me = api(t.app, token)
    await t.db.update(sysUser).set({ forbidLogin: true }).where(eq(sysUser.usercode, 'svc01'))
    expect(await me.get('/User/User/GetCurrentUser')).toMatchObject({ status: 401, body: { Code: 0, Msg: '登录失效，请登录' } })
    await t.db.update(sysUser).set({ forbidLogin: false }).where(eq(sysUser.usercode, 'svc01'))
    expect((await me.get('/User/User/GetCurrentUser')).status).toBe(200)
  })
})

describe('several server processes on one PostgreSQL database', () => {
  it.skipIf(process.env.SCM_TEST_DRIVER !== 'pg')('see each other’s logouts and grant changes at the next call', async () => {
    // A second process = its own connection pool and app over the same database.
    const other = await openDatabase({ dataDir: 'memory', databaseUrl: t.database.pool!.options.connectionString })
    try {
      const second = createApp({ db: other.db, config: t.config })
      second.get('/test/receive-delete', requireFn('order_receivev2', 'delete'), (c) => ok(c, null))
      const token = await login(t.app, 'sup1003')
      const here = api(t.app, token)
      const there = api(second, token)
      expect((await there.get('/User/User/GetCurrentUser')).status).toBe(200)
      expect((await there.get('/test/receive-delete')).status).toBe(403)

      await other.db.update(sysRoleFunction).set({ buttons: ['add', 'edit', 'export', 'delete'] })
        .where(and(eq(sysRoleFunction.role, 'supplier'), eq(sysRoleFunction.functionId, 'order_receivev2')))
      expect((await there.get('/test/receive-delete')).status).toBe(200)
      expect((await here.get('/test/receive-delete')).status).toBe(200)
      await t.db.update(sysRoleFunction).set({ buttons: ['add', 'edit', 'export'] })
        .where(and(eq(sysRoleFunction.role, 'supplier'), eq(sysRoleFunction.functionId, 'order_receivev2')))
      expect((await there.get('/test/receive-delete')).status).toBe(403)

      expect((await here.post('/User/User/Logout')).body.Code).toBe(1)
      expect((await there.get('/User/User/GetCurrentUser')).status).toBe(401)
    } finally {
      await other.close()
    }
  })
})
