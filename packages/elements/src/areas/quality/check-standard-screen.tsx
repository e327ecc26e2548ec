import { standardDocument } from '@scm/core'
import { documentScreen } from '../../document/document-screen'
import { lazyPart } from '../../ui/lazy-part'

// 修订 is fetched with the first approved row drawn (the list opens with only what it draws)
const ReviseButton = lazyPart(
  'ReviseButton',
  () => import('./revise-button').then((m) => m.ReviseButton),
  () => null,
)

// /MyQAS/CheckStandard 检验标准维护 — the standards with their versions, derived from the core
// document definition: items with limits, sampling (检验水平, AQL), submit for approval, void a
// draft, and 修订 of an approved version into the next version's draft.
export const CheckStandardScreen = documentScreen(standardDocument, {
  rowActions: (row, screen) =>
    row.status === '已批准' && screen.can('add') ? <ReviseButton inRow id={Number(row.id)} onRevised={(id) => (screen.reload(), screen.open(id, true))} /> : null,
  detailActions: (doc, screen) =>
    doc.detail?.header.status === '已批准' && doc.id !== null && screen.can('add') ? (
      <ReviseButton id={doc.id} onRevised={(id) => (screen.reload(), screen.open(id, true))} />
    ) : null,
})

