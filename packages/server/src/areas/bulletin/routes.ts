import { bulletinTypeResource } from '@scm/core'
import { resourceArea } from '../../resource/routes'
import { bulletinType } from './schema'

/** /api/BulletinType/* */
export const bulletinResourceRoutes = resourceArea([bulletinTypeResource, bulletinType])
