import type { AreaModule } from '../../platform/area'
import { seedPartner } from './seed'

/** Suppliers, customers and materials (their screens live in the areas that use them). */
export const partnerArea: AreaModule = {
  name: 'partner',
  routes: [],
  demoSeeds: [{ area: 'partner', run: (db) => seedPartner(db) }],
}
