import { inspectionDocument } from '@scm/core/quality'
import { documentScreen } from '../../document/document-screen'
import { RaiseClaimButton } from './raise-claim-button'

// /QulManage/check_infor_query 来料检验查询 — every inspection (the supplier his own judged ones),
// derived from the core document: filters, export, the detail with its plan, items, defects,
// files and history; 发起索赔 on a rejected lot. Inspections are made from tasks (check_infor_add).
export const InspectionQueryScreen = documentScreen(inspectionDocument, {
  creates: false,
  detailActions: (doc) => (doc.id !== null ? <RaiseClaimButton inspectionId={doc.id} status={doc.detail?.header.status} /> : null),
})
