import type { ScreenEntry } from '../types'

// After-sales base-data screens built from resource definitions (issue 3).
export const crmScreens: ScreenEntry[] = [
  { path: '/crm/workbill/se_maintainitem', tag: 'scm-maintain-item' },
  { path: '/crm/workbill/se_servicemanner', tag: 'scm-service-manner' },
  { path: '/crm/workbill/se_serviceitem', tag: 'scm-service-item' },
  { path: '/crm/workbill/pub_ServiceOutlets', tag: 'scm-service-outlets' },
]
