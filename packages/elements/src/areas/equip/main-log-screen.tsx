import { equipMainLogDocument } from '@scm/core/equip'
import { documentScreen } from '../../document/document-screen'

/** 保养记录: the maintenance log document's screen (fetched after the element, equip-main-log.element.tsx). */
export const EquipMainLogScreen = documentScreen(equipMainLogDocument)
