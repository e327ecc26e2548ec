import type { ScreenEntry } from '../../routes/types'

// Work instructions (作业指导书, issue 25): one element for upload, audit and publish (its view
// follows the route), the route's processes with their instructions, and the material file view.
// The audit and publish views read the document's list (granted by prcsdocumentmag); the operator's
// material file view and acknowledgements are calls of prcsdocrouteview.
export const prcsdocumentScreens: ScreenEntry[] = [
  { path: '/prcsdocument/prcsdocumentmag', tag: 'scm-prcsdocument', attributes: { view: 'prcsdocumentmag' } },
  { path: '/prcsdocument/prcsdocumentAuditmag', tag: 'scm-prcsdocument', attributes: { view: 'prcsdocumentAuditmag' }, calls: ['POST /api/prcsdocument/GetList'] },
  { path: '/prcsdocument/prcsdocumentPublishtmag', tag: 'scm-prcsdocument', attributes: { view: 'prcsdocumentPublishtmag' }, calls: ['POST /api/prcsdocument/GetList'] },
  { path: '/prcsdocument/prcsdocroute', tag: 'scm-prcsdocroute' },
  { path: '/prcsdocument/prcsdocrouteview', tag: 'scm-prcsdocrouteview' },
]
