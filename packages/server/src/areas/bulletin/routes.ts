import { Hono } from 'hono'
import { bulletinTypeResource } from '@scm/core/bulletin'
import type { AppEnv } from '../../http/context'
import { resourceArea } from '../../resource/routes'
import { bulletinType } from './schema'
import { listRoutes } from './lists'
import { detailRoutes } from './detail'
import { saveRoutes } from './save'
import { manageRoutes } from './manage'
import './widget'

/** /api/BulletinType/* */
export const bulletinResourceRoutes = resourceArea([bulletinTypeResource, bulletinType])

/** Bulletins (公告, API.md): browse, my bulletins, save/publish/withdraw/delete, read records, files. */
export const bulletinRoutes = new Hono<AppEnv>()
for (const part of [listRoutes, detailRoutes, saveRoutes, manageRoutes]) bulletinRoutes.route('/', part)
