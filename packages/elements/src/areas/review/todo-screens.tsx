import { tcNoticeDocument, tdDealDocument, type ChangeKind } from '@scm/core/review'
import { documentScreen } from '../../document/document-screen'
import type { DocumentController } from '../../document/use-document'
import { ChangeImpact } from './change-impact'

// /todo: the product (tc) and technical (td) changes — documents of the kit with their handlings
// and impact under the detail. The departments' to-do is todo-type-list, one change's to-do
// todo-detail-screen.

const changePanels = (kind: ChangeKind) => (doc: DocumentController) => (doc.id ? <ChangeImpact kind={kind} id={doc.id} onHandled={doc.reload} /> : null)
export const TcScreen = documentScreen(tcNoticeDocument, { detailPanels: changePanels('tc') })
export const TdScreen = documentScreen(tdDealDocument, { detailPanels: changePanels('td') })
