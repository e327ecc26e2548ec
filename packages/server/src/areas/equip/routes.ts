import { equipTypeResource } from '@scm/core'
import { resourceArea } from '../../resource/routes'
import { equipType } from './schema'

/** /api/EquipType/* */
export const equipResourceRoutes = resourceArea([equipTypeResource, equipType])
