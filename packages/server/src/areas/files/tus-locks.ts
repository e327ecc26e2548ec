import { EventEmitter, once } from 'node:events'
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server'
import type { Coordination } from '../../db/coordination'

// The lock tus takes on an upload while a request works on it (HEAD, PATCH, DELETE), held across
// the server processes on one database: @tus/server's own MemoryLocker sees only its process, so
// a PATCH resumed through another instance while the first one's request still hangs (a half-open
// connection) would write beside it. Here each upload id is a PostgreSQL session advisory lock on
// the process's coordination connection (db/coordination.ts), and the tus rule that the newer
// request wins holds across processes: a request that finds the lock taken asks the holder to let
// go (NOTIFY scm_upload_release), whichever process it is in; the holder's request ends after
// tus's lock drain time and unlocks (NOTIFY scm_upload_unlocked). A process that dies takes its
// locks with its connection. Within a process one holder per id is kept here (session locks stack).

/** Advisory lock namespace of uploads (beside start-up 736402026, admins 736402027, blobs 736402028). */
const UPLOAD_LOCK = 736402029
const RELEASE = 'scm_upload_release'
const UNLOCKED = 'scm_upload_unlocked'
/** As long as MemoryLocker waits: past it the request fails (500) and the client retries. */
const ACQUIRE_TIMEOUT_MS = 30_000
/** A missed notification (the holder died, the connection dropped) costs at most this much. */
const RETRY_MS = 500

interface Holder {
  release: RequestRelease
  acquired: boolean
}

class UploadLocker implements Locker {
  readonly holders = new Map<string, Holder>()
  readonly freed = new EventEmitter().setMaxListeners(0)
  constructor(readonly coordination: Coordination) {
    coordination.listen(RELEASE, (id) => {
      const holder = this.holders.get(id)
      if (holder?.acquired) void holder.release()
    })
    coordination.listen(UNLOCKED, (id) => this.freed.emit(id))
    // the database dropped this process's locks with its connection: stop writing before another takes them
    coordination.onLost(() => {
      for (const holder of this.holders.values()) if (holder.acquired) void holder.release()
    })
  }

  newLock(id: string): Lock {
    return new UploadLock(id, this)
  }
}

class UploadLock implements Lock {
  #holder: Holder | undefined
  constructor(
    readonly id: string,
    readonly locker: UploadLocker,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { id, locker } = this
    const timeout = AbortSignal.timeout(ACQUIRE_TIMEOUT_MS)
    const stop = AbortSignal.any([stopSignal, timeout])
    for (;;) {
      if (stop.aborted) throw ERRORS.ERR_LOCK_TIMEOUT
      const local = locker.holders.get(id)
      if (local) {
        // held (or being taken) in this process: ask, as MemoryLocker does
        if (local.acquired) await local.release()
      } else {
        const holder: Holder = { release: requestRelease, acquired: false }
        locker.holders.set(id, holder)
        if (await locker.coordination.tryLock(UPLOAD_LOCK, id)) {
          holder.acquired = true
          this.#holder = holder
          return
        }
        locker.holders.delete(id)
        locker.freed.emit(id)
        // held by another process (or the database is unreachable): ask whoever holds it, asked again each round
        void locker.coordination.notify(RELEASE, id)
      }
      await once(locker.freed, id, { signal: AbortSignal.any([stop, AbortSignal.timeout(RETRY_MS)]) }).catch(() => undefined)
    }
  }

  async unlock(): Promise<void> {
    const { id, locker } = this
    const holder = this.#holder
    if (!holder || locker.holders.get(id) !== holder) throw new Error('Releasing an unlocked lock!')
    this.#holder = undefined
    locker.holders.delete(id)
    await locker.coordination.unlock(UPLOAD_LOCK, id)
    locker.freed.emit(id)
    void locker.coordination.notify(UNLOCKED, id)
  }
}

const lockers = new WeakMap<Coordination, UploadLocker>()

/** THE upload locker of a database's coordination (one per process and database). */
export function uploadLocker(coordination: Coordination): Locker {
  let locker = lockers.get(coordination)
  if (!locker) lockers.set(coordination, (locker = new UploadLocker(coordination)))
  return locker
}
