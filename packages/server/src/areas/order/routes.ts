// The order area's calls (API.md): lists and buyer actions, mail, confirmation, batches, summaries.
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { orderRoutes } from './order-routes'
import { orderMailRoutes } from './mail-routes'
import { orderWorkflowRoutes } from './workflow-routes'
import './widgets'

export const orderAreaRoutes = new Hono<AppEnv>()
orderAreaRoutes.route('/', orderRoutes)
orderAreaRoutes.route('/', orderMailRoutes)
orderAreaRoutes.route('/', orderWorkflowRoutes)
