import { processFaultDocument } from '@scm/core/quality'
import { documentScreen } from '../../document/document-screen'
import { FaultClaimButton } from './fault-claim-button'

// 生产过程故障 — the list, editor (VIN, station, fault code, description, responsible department or
// supplier and the bound part at fault) and detail (photos as the document's files, 开始处理 /
// 关闭 with the handling / 作废, history) derived from the core definition, with 发起索赔.
export const ProcessFaultScreen = documentScreen(processFaultDocument, {
  detailActions: (doc) => (doc.id !== null ? <FaultClaimButton faultId={doc.id} header={doc.detail?.header} /> : null),
})
