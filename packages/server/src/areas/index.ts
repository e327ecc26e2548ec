import type { AreaModule } from '../platform/area'
import { menuArea } from './menu'
import { portalArea } from './portal'
import { orgArea } from './org'
import { partnerArea } from './partner'
import { userArea } from './user'
import { authArea } from './auth'
import { homeArea } from './home'
import { filesArea } from './files'
import { mailArea } from './mail'
import { sysmanageArea } from './sysmanage'
import { wfArea } from './wf'
import { inspectionArea, qualityArea, traceArea } from './quality'
import { equipArea } from './equip'
import { bulletinArea } from './bulletin'
import { crmArea } from './crm'
import { pubtableArea } from './pubtable'
import { orderArea } from './order'
import { receiveArea } from './receive'
import { contractArea } from './contract'
import { accountArea } from './account'
import { wxArea } from './wx'
import { catalogueArea } from './catalogue'
import { prcsdocumentArea } from './prcsdocument'
import { reviewArea } from './review'
import { cockpitArea } from './cockpit'

/**
 * THE list of areas: app.ts mounts their routes and public paths, the seeder runs their seeds
 * (base seeds of every area, then demo seeds, in this order: an area comes after those its rows
 * refer to). Adding an area is one line here (its tables: `src/areas/<area>/*schema.ts`, which
 * drizzle-kit finds by name).
 */
export const areas: AreaModule[] = [
  menuArea,
  portalArea,
  orgArea,
  partnerArea,
  userArea,
  authArea,
  homeArea,
  filesArea,
  mailArea,
  sysmanageArea,
  wfArea,
  qualityArea,
  equipArea,
  bulletinArea,
  crmArea,
  pubtableArea,
  orderArea,
  receiveArea,
  inspectionArea,
  traceArea,
  contractArea,
  accountArea,
  wxArea,
  catalogueArea,
  prcsdocumentArea,
  reviewArea,
  cockpitArea,
]
