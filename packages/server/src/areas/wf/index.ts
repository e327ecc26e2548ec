import type { AreaModule } from '../../platform/area'
import { wfDefinitionRoutes } from './definitions'
import { wfTodoRoutes } from './todo'
import { seedWfDemo } from './seed'
import './engine' // registers the approval engine with the platform

/** Approval flows (wf) and the approver's to-do list. */
export const wfArea: AreaModule = {
  name: 'wf',
  routes: [wfDefinitionRoutes, wfTodoRoutes],
  demoSeeds: [{ area: 'wf_demo', run: (db) => seedWfDemo(db) }],
}
