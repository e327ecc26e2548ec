// The upload lock tus takes (tus-locks.ts) over the database's coordination (db/coordination.ts):
// in one process, and (server-pg) between two coordinations on one PostgreSQL database standing
// for two server processes: the newer request asks the holder to let go, wherever it is; a holder
// whose connection is lost is told to stop, and the connection comes back with its LISTENs.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { COORDINATION_APP_NAME, localCoordination, pgCoordination, type Coordination } from '../../db/coordination'
import { uploadLocker } from './tus-locks'

const WAIT_MS = 60_000
const onPg = process.env.SCM_TEST_DRIVER === 'pg' && !!process.env.DATABASE_URL

/** A lock the way tus takes one: with the request's stop signal and its release callback (tus's context.cancel). */
function request(coordination: Coordination, id: string) {
  const stop = new AbortController()
  let released = 0
  const lock = uploadLocker(coordination).newLock(id)
  return {
    lock,
    stop,
    get released() {
      return released
    },
    take: () => lock.lock(stop.signal, () => void released++),
  }
}

/** Resolves when `check` holds (polled), or fails after WAIT_MS. */
async function until(what: string, check: () => boolean | Promise<boolean>) {
  for (const end = Date.now() + WAIT_MS; !(await check()); await new Promise((r) => setTimeout(r, 20))) if (Date.now() > end) throw new Error(`${what}: not within ${WAIT_MS} ms`)
}

async function handOver(first: Coordination, second: Coordination) {
  const id = `up${randomBytes(6).toString('hex')}`
  const holder = request(first, id)
  await holder.take()
  const newer = request(second, id)
  let got = false
  const taking = newer.take().then(() => (got = true))
  // the holder is asked to let go; the newer request waits until it does
  await until('release asked', () => holder.released > 0)
  expect(got).toBe(false)
  await holder.lock.unlock()
  await taking
  expect(got).toBe(true)
  await newer.lock.unlock()
  // free again: taken at once
  const third = request(first, id)
  await third.take()
  await third.lock.unlock()
}

describe('upload locks', () => {
  it('in one process: a second request asks the holder to let go and gets the lock when it does', async () => {
    const local = localCoordination()
    await handOver(local, local)
  })

  it('gives up with tus’s lock timeout when its request stops waiting', async () => {
    const local = localCoordination()
    const holder = request(local, 'held')
    await holder.take()
    const waiting = request(local, 'held')
    const taking = waiting.take()
    await until('release asked', () => holder.released > 0)
    waiting.stop.abort()
    await expect(taking).rejects.toMatchObject({ status_code: 500 })
    await holder.lock.unlock()
  })
})

describe.skipIf(!onPg)(`upload locks between processes on PostgreSQL${onPg ? '' : ' (skipped: runs in the server-pg project)'}`, () => {
  const coordinations: Coordination[] = []
  const open = () => {
    const c = pgCoordination(process.env.DATABASE_URL!, () => {})
    coordinations.push(c)
    return c
  }
  afterAll(async () => {
    await Promise.all(coordinations.map((c) => c.close()))
  })

  it('a request in another process asks the holder to let go, and gets the lock when it does', async () => {
    const [a, b] = [open(), open()]
    await handOver(a, b)
    await handOver(b, a)
  }, WAIT_MS)

  it('a holder whose connection is lost is told to stop; the connection comes back and hears release requests again', async () => {
    const [a, b] = [open(), open()]
    const id = `up${randomBytes(6).toString('hex')}`
    const holder = request(a, id)
    await holder.take()
    // the database ends a's connection (as a restart would): the holder is told at once
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      const backends = async () =>
        (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 and datname = current_database()', [COORDINATION_APP_NAME])).rows.map((r) => r.pid)
      const before = new Set(await backends())
      // a's backend is the one holding the lock
      const [{ pid } = { pid: 0 }] = (
        await admin.query<{ pid: number }>(
          "select pid from pg_locks where locktype = 'advisory' and classid::bigint = 736402029 and objid::bigint = (hashtext($1)::bigint & 4294967295) and objsubid = 2 and granted",
          [id],
        )
      ).rows
      expect(before.has(pid)).toBe(true)
      await admin.query('select pg_terminate_backend($1)', [pid])
      await until('holder told to stop', () => holder.released > 0)
      await holder.lock.unlock().catch(() => undefined) // its lock went with the connection
      // b gets it (the database released a's lock with a's session)
      const newer = request(b, id)
      await newer.take()
      await newer.lock.unlock()
      // a comes back and LISTENs again: a request through b now asks a's holder to let go
      await until('a reconnected', async () => (await backends()).some((p) => !before.has(p)))
      const back = request(a, id)
      await back.take()
      const fromB = request(b, id)
      const taking = fromB.take()
      await until('release heard on the new connection', () => back.released > 0)
      await back.lock.unlock()
      await taking
      await fromB.lock.unlock()
    } finally {
      await admin.end()
    }
  }, 2 * WAIT_MS)
})
