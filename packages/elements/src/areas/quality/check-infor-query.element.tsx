import { inspectionDocument } from '@scm/core'
import { defineElement } from '../../runtime'
import { documentScreen } from '../../document/document-screen'
import { RaiseClaimButton } from './raise-claim-button'

// /QulManage/check_infor_query 来料检验查询 — every inspection (the supplier his own judged ones),
// derived from the core document: filters, export, the detail with its plan, items, defects,
// files and history; 发起索赔 on a rejected lot. Inspections are made from tasks (check_infor_add).
const InspectionQueryScreen = documentScreen(inspectionDocument, {
  creates: false,
  detailActions: (doc) => (doc.id !== null ? <RaiseClaimButton inspectionId={doc.id} status={doc.detail?.header.status} /> : null),
})

defineElement('scm-check-infor-query', InspectionQueryScreen, {
  description: '来料检验查询：检验单列表、抽样方案与判定、检验项目与缺陷、附件与操作记录、导出，不合格批发起索赔',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的检验单 id' },
  },
  events: {
    'scm-change': '保存、判定、作废或发起索赔后触发，detail 为 {entity, action, id}',
    'scm-navigate': '发起索赔后打开索赔单，detail 为 {path:"/QulManage/claimDem?id=…"}',
  },
})
