import { EventEmitter } from 'node:events'
import type { PGlite } from '@electric-sql/pglite'
import { serialize } from 'pg-protocol'

/**
 * node-postgres's connection over PGlite in the same process (the role of a socket to a server):
 * pg writes protocol messages, this hands them to PGlite and emits PGlite's answers as pg's
 * connection would. Unlike PGlite's own adapter it sends everything up to a Sync (or Flush) in
 * ONE call, as a socket would deliver it: PGlite's session then sees the pipeline a server sees,
 * so an error in a bound statement skips to the Sync and pg's state stays in step (with one call
 * per message it does not), and a statement costs one call into PGlite instead of five.
 */
export class PgliteConnection extends EventEmitter {
  /** pg's Client.end() checks it. */
  _connecting = false
  /** pg's Client.end() destroys the stream while a query is active. */
  readonly stream = { destroy: () => this.end() }
  parsedStatements: Record<string, string> = {}
  submittedNamedStatements: Record<string, string> = {}
  #pending: Uint8Array[] = []
  #queue: Promise<unknown>

  constructor(private readonly pglite: PGlite) {
    super()
    this.#queue = pglite.waitReady
  }

  #flush() {
    const message = Buffer.concat(this.#pending)
    this.#pending = []
    this.#queue = this.#queue
      .then(() => this.pglite.execProtocolStream(message, { throwOnError: false }))
      .then((messages) => {
        // pg expects an ErrorResponse as 'errorMessage'
        for (const m of messages) this.emit(m.name === 'error' ? 'errorMessage' : m.name, m)
      })
      .catch((err) => this.emit('error', err))
  }

  async connect() {
    this._connecting = true
    await this.pglite.waitReady
    process.nextTick(() => this.emit('readyForQuery'))
  }

  requestSsl() {}
  startup() {}
  cancel() {}
  password() {}
  ref() {}
  unref() {}

  query(text: string) {
    this.#pending.push(serialize.query(text))
    this.#flush()
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    this.#pending.push(serialize.parse(query))
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.#pending.push(serialize.bind(config))
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.#pending.push(serialize.execute(config))
  }
  describe(msg: Parameters<typeof serialize.describe>[0]) {
    this.#pending.push(serialize.describe(msg))
  }
  close(msg: Parameters<typeof serialize.close>[0]) {
    this.#pending.push(serialize.close(msg))
  }
  flush() {
    this.#pending.push(serialize.flush())
    this.#flush()
  }
  sync() {
    this.#pending.push(serialize.sync())
    this.#flush()
  }

  /** Like a socket closing; the PGlite instance stays open (the database owns it). */
  end() {
    this.#queue = this.#queue.then(() => this.emit('end'))
    // the pool reuses this connection for its next client: drop the ended client's listeners
    for (const name of this.eventNames()) if (name !== 'newListener') this.removeAllListeners(name)
  }
}
