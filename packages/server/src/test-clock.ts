import { Hono } from 'hono'
import { z } from 'zod'
import * as clock from './clock'
import { parseBody } from './http/body'
import { accepts } from './http/call-input'
import type { AppEnv } from './http/context'
import { ok } from './http/envelope'
import { signedIn } from './http/grants'
import { requireAdmin } from './platform/admins'

// Mounted only on a server started with SCM_TEST_CLOCK=1 (the end-to-end suite's, never a real
// portal): an administrator moves the server's clock forward, so a flow that waits on business
// time (a work order's pause) is proved without the test waiting for it in real time.

const advance = z.object({
  seconds: z.number({ error: '请输入前进的秒数' }).int('请输入前进的秒数').positive('请输入前进的秒数').max(366 * 24 * 3600, '请输入前进的秒数'),
})

export const testClockRoutes = new Hono<AppEnv>()

/** Data: the server's time after moving (ISO). */
testClockRoutes.post('/api/test/AdvanceClock', signedIn, requireAdmin, accepts({ body: advance }), async (c) => {
  const { seconds } = await parseBody(c, advance)
  clock.advanceClock(seconds * 1000)
  return ok(c, clock.now().toISOString())
})
