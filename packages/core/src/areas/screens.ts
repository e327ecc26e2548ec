import { screenTable } from '../routes/registry'
import type { ScreenEntry } from '../routes/types'
import { contractScreens } from './contract/screens'
import { orderScreens } from './order/screens'
import { receiveScreens } from './receive/screens'
import { sysmanageScreens } from './sysmanage/screens'
import { qualityScreens } from './quality/screens'
import { equipScreens } from './equip/screens'
import { bulletinScreens } from './bulletin/screens'
import { crmScreens } from './crm/screens'
import { menuScreens } from './menu/screens'
import { userScreens } from './user/screens'
import { mailScreens } from './mail/screens'
import { accountScreens } from './account/screens'
import { catalogueScreens } from './catalogue/screens'
import { prcsdocumentScreens } from './prcsdocument/screens'
import { reviewScreens } from './review/screens'
import { filesScreens } from './files/screens'

// One `screens.ts` per area (e.g. `order/screens.ts` exporting `orderScreens: ScreenEntry[]`),
// each owned by that area's team; import it here and spread it into the list below.
export const areaScreens: ScreenEntry[] = [
  ...orderScreens,
  ...receiveScreens,
  ...contractScreens,
  ...sysmanageScreens,
  ...qualityScreens,
  ...equipScreens,
  ...bulletinScreens,
  ...crmScreens,
  ...menuScreens,
  ...userScreens,
  ...mailScreens,
  ...accountScreens,
  ...catalogueScreens,
  ...prcsdocumentScreens,
  ...reviewScreens,
  ...filesScreens,
]

const table = screenTable(areaScreens)
/** Every built screen; the server lists only these in menus. */
export const screens = table.screens
export const registerScreens = table.register
export const screenFor = table.screenFor
