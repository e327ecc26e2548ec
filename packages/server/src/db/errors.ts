// What a failed query says about the database: its SQLSTATE, or that the database is unreachable.

type Chained = { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown }

/** The error and its causes (Drizzle wraps the driver's error in `cause`). */
function* chain(error: unknown): Generator<Chained> {
  for (let e = error as Chained | undefined, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    yield e
    e = e.cause as Chained | undefined
  }
}

/** The PostgreSQL SQLSTATE of a failed query (`23505`…), if the database answered one. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const e of chain(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
  return undefined
}

/**
 * SQLSTATEs of a database that is going away or not yet back: class 08 (connection exception),
 * 57P01 admin shutdown, 57P02 crash shutdown (another backend died), 57P03 starting up or in
 * recovery, 53300 too many connections.
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/
/** The socket to the database: refused while it restarts, reset when it dies, no route in a failover. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/**
 * node-postgres and pg-pool raise these without a code: the connection ended under a query, a
 * client whose connection broke is used again (a transaction's next statement), or no connection
 * came within connectionTimeoutMillis.
 */
const DRIVER_LOST = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/

/**
 * The database could not be reached or dropped the connection: the request did not complete, and
 * may succeed once it is back (a 503, not a 500). The server's other outbound connections (SMTP,
 * WeChat) catch their own errors, so a socket error reaching onError is the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_STATE.test(e.code) || UNREACHABLE.has(e.code))) return true
    if (e.code === 'ENOENT' && e.syscall === 'connect') return true // a Unix socket's server stopped (its socket file is gone)
    if (typeof e.message === 'string' && DRIVER_LOST.test(e.message)) return true
  }
  return false
}
