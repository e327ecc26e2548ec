import { equipAccountDocument } from '@scm/core/equip'
import { documentScreen } from '../../document/document-screen'
import { MachinePanels } from './machine-panels'

/** /equip/equipAccount: the ledger from its document definition, with the machine's own panels in its detail. */
export const EquipAccountScreen = documentScreen(equipAccountDocument, { detailPanels: (doc) => <MachinePanels doc={doc} /> })
