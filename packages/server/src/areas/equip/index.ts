import type { AreaModule } from '../../platform/area'
import { accountRoutes, equipDocumentRoutes, equipResourceRoutes, osipRoutes, reminderRoutes } from './routes'
import { seedEquip, seedEquipDemo, seedEquipGadgets } from './seed'

/**
 * Equipment: types, the ledger (status by actions and repairs, readings, files, QR label),
 * maintenance items and their plans per machine (due by days and/or running hours), reminders,
 * maintenance and repair logs, spot-inspection items and the checks entered at the machine.
 */
export const equipArea: AreaModule = {
  name: 'equip',
  // the area's own calls first: they answer paths beside the documents' derived ones
  routes: [accountRoutes, osipRoutes, reminderRoutes, equipResourceRoutes, ...equipDocumentRoutes],
  baseSeeds: [{ area: 'equip_gadgets', run: (db) => seedEquipGadgets(db) }],
  demoSeeds: [
    { area: 'equip_type', run: (db) => seedEquip(db) },
    { area: 'equip_ledger', run: (db) => seedEquipDemo(db) },
  ],
}
