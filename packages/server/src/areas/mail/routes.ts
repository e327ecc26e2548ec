import { Hono } from 'hono'
import { and, count, eq } from 'drizzle-orm'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { signedIn } from '../../http/grants'
import { mailReceiver, mailRecord } from './schema'

/** Mail calls; GetUnReadNum now, the mailbox screens' calls come with their issue. */
export const mailRoutes = new Hono<AppEnv>()

/** Data: number of sent mails the caller received, has not deleted and has not read (header badge). */
mailRoutes.get('/Email/MSMailRecord/GetUnReadNum', signedIn, async (c) => {
  const me = c.get('user')
  const [row] = await c
    .get('db')
    .select({ n: count().mapWith(Number) })
    .from(mailReceiver)
    .innerJoin(mailRecord, eq(mailRecord.id, mailReceiver.mailId))
    .where(
      and(
        eq(mailReceiver.userid, me.userid),
        eq(mailReceiver.isRead, false),
        eq(mailReceiver.deleted, false),
        eq(mailRecord.status, '已发送'),
      ),
    )
  return ok(c, row?.n ?? 0)
})
