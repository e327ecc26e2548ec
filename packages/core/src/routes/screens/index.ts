import type { ScreenEntry } from '../types'
import { contractScreens } from './contract'
import { orderScreens } from './order'
import { pcRcvScreens } from './PcRcv'
import { sysmanageScreens } from './sysmanage'
import { qualityScreens } from './quality'
import { equipScreens } from './equip'
import { bulletinScreens } from './bulletin'
import { crmScreens } from './crm'
import { configScreens } from './config'
import { myselfScreens } from './MySelf'
import { mailScreens } from './mail'
import { myAccountScreens } from './MyAccount'
import { catalogueScreens } from './catalogue'
import { prcsdocumentScreens } from './prcsdocument'
import { reviewScreens } from './review'
import { fileSystemScreens } from './fileSystem'

// One file per area beside this one (e.g. `order.ts` exporting `orderScreens: ScreenEntry[]`),
// each owned by that area's team; import it here and spread it into the list below.
export const areaScreens: ScreenEntry[] = [
  ...orderScreens,
  ...pcRcvScreens,
  ...contractScreens,
  ...sysmanageScreens,
  ...qualityScreens,
  ...equipScreens,
  ...bulletinScreens,
  ...crmScreens,
  ...configScreens,
  ...myselfScreens,
  ...mailScreens,
  ...myAccountScreens,
  ...catalogueScreens,
  ...prcsdocumentScreens,
  ...reviewScreens,
  ...fileSystemScreens,
]
