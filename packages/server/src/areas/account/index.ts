import type { AreaModule } from '../../platform/area'
import { accountRoutes } from './routes'
import { seedAccount, seedAccountParams } from './seed'

/**
 * Reconciliation (对账, /MyAccount): item types and statements under the spec's /SaleCheck calls,
 * registered after receiving, inspection and claims because statements are drawn from their rows.
 */
export const accountArea: AreaModule = {
  name: 'account',
  routes: [accountRoutes],
  baseSeeds: [{ area: 'account_params', run: (db) => seedAccountParams(db) }],
  demoSeeds: [{ area: 'account', run: (db) => seedAccount(db) }],
}
