import { equipAccountDocument, equipMainItemResource, equipMainLogDocument, equipOsipItemResource, equipOsipLogDocument, equipTypeResource } from '@scm/core/equip'
import { documentArea } from '../../document/routes'
import { resourceArea } from '../../resource/routes'
import { accountRoutes, equipAccountHooks } from './account'
import { mainLogHooks } from './main-log'
import { osipHooks, osipRoutes } from './osip'
import { syncItemPlans } from './plans'
import { reminderRoutes } from './reminders'
import { equipAccountTables, equipMainItem, equipMainLogTables, equipOsipItem, equipOsipLogTables, equipType } from './schema'

/** /api/EquipType, /api/EquipMainItem (saving one makes its plans), /api/EquipOsipItem. */
export const equipResourceRoutes = resourceArea(
  [equipTypeResource, equipType],
  [equipMainItemResource, equipMainItem, { afterSave: (tx, { key }) => syncItemPlans(tx, Number(key)) }],
  [equipOsipItemResource, equipOsipItem],
)

/** /api/EquipAccount (ledger), /api/EquipMainLog (maintenance and repairs), /api/EquipOsipLog (spot checks): documents of the kit. */
export const equipDocumentRoutes = [
  documentArea(equipAccountDocument, equipAccountTables, equipAccountHooks),
  documentArea(equipMainLogDocument, equipMainLogTables, mainLogHooks),
  documentArea(equipOsipLogDocument, equipOsipLogTables, osipHooks),
]

export { accountRoutes, osipRoutes, reminderRoutes }
