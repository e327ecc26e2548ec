import { EventEmitter } from 'node:events'
import pg from 'pg'

/**
 * What the server processes on one database say to each other and the locks one holds while a
 * request runs: PostgreSQL LISTEN/NOTIFY and session advisory locks, on ONE connection of the
 * process's own beside the pool (a pooled connection goes back to the pool, and its LISTEN and
 * its locks with it). Opened at the first use, so a process that never needs it holds no extra
 * connection. On PGlite (one process) the same interface works in memory.
 *
 * A lock is `(namespace, key)`: `pg_try_advisory_lock(namespace, hashtext(key))`. Session locks
 * stack, so callers keep one holder per key within the process themselves (tus-locks.ts does).
 * When the connection is lost (the database restarted, crashed or failed over) PostgreSQL has
 * released every lock of that session: `onLost` handlers hear it, and the connection is opened
 * again (every second, then up to every 5 s) with its LISTENs, without ever ending the process.
 */
export interface Coordination {
  /** Calls `handler(payload)` for every notification on `channel` from any process, this one too. Answers the unsubscribe. */
  listen(channel: string, handler: (payload: string) => void): () => void
  /** Best effort: lost when the connection is down (listeners must not depend on one notification alone). */
  notify(channel: string, payload: string): Promise<void>
  /** Takes the lock if free, never waits; false when it is held elsewhere or the database is unreachable. */
  tryLock(namespace: number, key: string): Promise<boolean>
  unlock(namespace: number, key: string): Promise<void>
  /** Called when this process's locks were lost with its connection. */
  onLost(handler: () => void): () => void
  close(): Promise<void>
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/
/** application_name of the coordination connection. */
export const COORDINATION_APP_NAME = 'scm-coordination'

/** One process (PGlite, or a test app without a database server): notifications and locks in memory. */
export function localCoordination(): Coordination {
  const events = new EventEmitter().setMaxListeners(0)
  const held = new Set<string>()
  return {
    listen(channel, handler) {
      const wrapped = (payload: string) => handler(payload)
      events.on(channel, wrapped)
      return () => events.off(channel, wrapped)
    },
    async notify(channel, payload) {
      queueMicrotask(() => events.emit(channel, payload))
    },
    async tryLock(namespace, key) {
      const id = `${namespace}\u0000${key}`
      if (held.has(id)) return false
      held.add(id)
      return true
    },
    async unlock(namespace, key) {
      held.delete(`${namespace}\u0000${key}`)
    },
    onLost: () => () => {},
    async close() {},
  }
}

/** The coordination of the processes on one PostgreSQL database (`DATABASE_URL`). */
export function pgCoordination(connectionString: string, log: (message: string) => void = (m) => console.error(m)): Coordination {
  const events = new EventEmitter().setMaxListeners(0)
  const lost = new EventEmitter().setMaxListeners(0)
  const channels = new Set<string>()
  let client: pg.Client | null = null
  let connecting: Promise<pg.Client | null> | null = null
  let retryTimer: NodeJS.Timeout | undefined
  let failures = 0
  let closed = false

  const dropped = (which: pg.Client, why: string) => {
    if (client !== which) return
    client = null
    which.removeAllListeners('notification')
    which.end().catch(() => {})
    log(`PostgreSQL 协调连接中断（${why}），实例间的上传锁已释放，正在重连`)
    lost.emit('lost')
    schedule()
  }

  /** Opens the connection again after a loss while anything listens (locks are taken on demand). */
  const schedule = () => {
    if (closed || retryTimer || !channels.size) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, Math.min(5000, 1000 * 2 ** Math.min(failures, 3))).unref()
  }

  const connect = (): Promise<pg.Client | null> => {
    if (client) return Promise.resolve(client)
    if (closed) return Promise.resolve(null)
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString,
        // named in pg_stat_activity (an operator sees one per instance; tests find it there)
        application_name: COORDINATION_APP_NAME,
        connectionTimeoutMillis: 5000,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      })
      // a connection's 'error' with no listener ends the process (ARCHITECTURE.md): listen before connecting
      next.on('error', (err) => dropped(next, err.message))
      next.on('end', () => dropped(next, '连接已关闭'))
      next.on('notification', (message) => events.emit(message.channel, message.payload ?? ''))
      try {
        await next.connect()
        for (const channel of channels) await next.query(`listen ${channel}`)
        if (closed) {
          await next.end().catch(() => {})
          return null
        }
        client = next
        failures = 0
        return next
      } catch {
        next.removeAllListeners('end')
        await next.end().catch(() => {})
        failures++
        schedule()
        return null
      } finally {
        connecting = null
      }
    })()
    return connecting
  }

  /** The connection's answer, or undefined when the database cannot be reached now. */
  const query = async (text: string, values: unknown[]): Promise<pg.QueryResult | undefined> => {
    const c = await connect()
    if (!c) return undefined
    try {
      return await c.query(text, values)
    } catch {
      return undefined // a lost connection is handled by 'error'/'end'
    }
  }

  return {
    listen(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`无效的通知频道：${channel}`)
      const wrapped = (payload: string) => handler(payload)
      events.on(channel, wrapped)
      if (!channels.has(channel)) {
        channels.add(channel)
        // connects if need be (connecting LISTENs every channel; a second LISTEN changes nothing)
        void query(`listen ${channel}`, [])
      }
      return () => events.off(channel, wrapped)
    },
    async notify(channel, payload) {
      await query('select pg_notify($1, $2)', [channel, payload])
    },
    async tryLock(namespace, key) {
      const result = await query('select pg_try_advisory_lock($1::int, hashtext($2)) as locked', [namespace, key])
      return result?.rows[0]?.locked === true
    },
    async unlock(namespace, key) {
      if (client) await query('select pg_advisory_unlock($1::int, hashtext($2))', [namespace, key])
    },
    onLost(handler) {
      lost.on('lost', handler)
      return () => lost.off('lost', handler)
    },
    async close() {
      closed = true
      clearTimeout(retryTimer)
      const c = client ?? (await connecting)
      client = null
      if (c) {
        c.removeAllListeners('end')
        await c.end().catch(() => {})
      }
    },
  }
}
