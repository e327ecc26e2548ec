import { standardDocument } from '@scm/core'
import { defineElement } from '../../runtime'
import { documentScreen } from '../../document/document-screen'
import { ReviseButton } from './standard-parts'

// /MyQAS/CheckStandard 检验标准维护 — the standards with their versions, derived from the core
// document definition: items with limits, sampling (检验水平, AQL), submit for approval, void a
// draft, and 修订 of an approved version into the next version's draft.
const CheckStandardScreen = documentScreen(standardDocument, {
  rowActions: (row, screen) =>
    row.status === '已批准' && screen.can('add') ? <ReviseButton id={Number(row.id)} onRevised={(id) => (screen.reload(), screen.open(id, true))} /> : null,
  detailActions: (doc, screen) =>
    doc.detail?.header.status === '已批准' && doc.id !== null && screen.can('add') ? (
      <ReviseButton id={doc.id} onRevised={(id) => (screen.reload(), screen.open(id, true))} />
    ) : null,
})

defineElement('scm-check-standard', CheckStandardScreen, {
  description: '检验标准维护：按物料与标准类型维护检验项目、检验水平与 AQL，提交审批、作废、修订出新版本',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的检验标准 id' },
  },
  events: { 'scm-change': '保存、操作、修订、上传或删除后触发，detail 为 {entity, action, id}' },
})
