import type { AreaModule } from '../../platform/area'
import { cockpitJobs } from './answer-jobs'
import { cockpitRoutes } from './routes'
import { seedCockpitParams } from './seed'
// registers the home widgets' sources (the cockpit, the supplier's scorecard)
import { seedCockpitGadgets } from './gadgets'

/** The role cockpits' figures (issue 40): computed from the other areas' records, read by their tables (API.md). */
export const cockpitArea: AreaModule = {
  name: 'cockpit',
  routes: [cockpitRoutes],
  baseSeeds: [
    { area: 'cockpit_params', run: (db) => seedCockpitParams(db) },
    { area: 'cockpit_gadgets', run: (db) => seedCockpitGadgets(db) },
  ],
  jobs: cockpitJobs,
}
