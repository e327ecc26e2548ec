import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { mailFn, unreadCount } from './access'
import { listRoutes } from './lists'
import { detailRoutes } from './detail'
import { saveRoutes } from './save'
import { manageRoutes } from './manage'
import { folderRoutes } from './folders'
import { receiverRoutes } from './receivers'
import './widget'

/** Internal mail (站内邮件, API.md): mailboxes, folders, receivers, attachments, the header badge. */
export const mailRoutes = new Hono<AppEnv>()
for (const part of [listRoutes, detailRoutes, saveRoutes, manageRoutes, folderRoutes, receiverRoutes]) mailRoutes.route('/', part)

/** Data: number of sent mails the caller received, has not deleted and has not read (header badge). */
mailRoutes.get('/Email/MSMailRecord/GetUnReadNum', mailFn, async (c) => {
  return ok(c, await unreadCount(c.get('db'), c.get('user').userid))
})
