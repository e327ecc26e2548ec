import { tcNoticeDocument, tdDealDocument } from '@scm/core/review'
import { Hono } from 'hono'
import { documentArea } from '../../document/routes'
import type { AppEnv } from '../../http'
import { CHANGE_TABLES, tcHooks, tdHooks } from './changes'
import { pictureItemRoutes } from './picture-item-routes'
import { reviewReadRoutes } from './review-reads'
import { reviewWriteRoutes } from './review-writes'
import { todoRoutes } from './todo-routes'

// /api/OrderAudit (the spec's calls, names as written), /api/SaPictureItem, and the changes'
// handling and impact (/api/SaChange). Suppliers and customers hold none of these functions.

export const reviewRoutes = new Hono<AppEnv>()
reviewRoutes.route('/', reviewReadRoutes)
reviewRoutes.route('/', todoRoutes)
reviewRoutes.route('/', reviewWriteRoutes)
reviewRoutes.route('/', pictureItemRoutes)

/** /api/SaTcnotice and /api/SaTdeal: the changes, documents of the kit. */
export const changeDocumentRoutes = [documentArea(tcNoticeDocument, CHANGE_TABLES.tc, tcHooks), documentArea(tdDealDocument, CHANGE_TABLES.td, tdHooks)]
