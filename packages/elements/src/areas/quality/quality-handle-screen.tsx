import { useState } from 'react'
import { handlingDocument } from '@scm/core/quality'
import { css } from 'styled-system/css'
import { DocumentList } from '../../document/document-screen'
import { useCan } from '../../resource/grants'
import { lazyPart } from '../../ui/lazy-part'
import { RaiseClaimButton } from './raise-claim-button'
import type { DocumentController } from '../../document/use-document'
import type { InspectionRow } from './inspection-lists'
import { RejectedLots } from './rejected-lots'

const DocumentPanel = lazyPart(
  'DocumentPanel',
  () => import('../../document/document-panel').then((m) => m.DocumentPanel),
  () => null,
)

const screen = css({ display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 })
const heading = css({ fontSize: '15px', fontWeight: '600', m: '0', px: '12px', pt: '12px' })

// /QulManage/qualityHandle 质量处理 — the rejected lots waiting for a decision (处理 opens a new
// 判定处理单 for the lot: 退货 / 让步接收 / 返工 / 报废 by quantity, each with a reason) above the
// handling documents (derived from the core definition: 处理完成 writes the quantities back).
// The supplier sees his completed handlings, read-only.
export function QualityHandleScreen({ pageSize, recordId }: { pageSize?: number; recordId?: number }) {
  const can = useCan(handlingDocument.fn)
  const [lot, setLot] = useState<InspectionRow | null>(null)
  const [version, setVersion] = useState(0)
  const changed = () => setVersion((v) => v + 1)
  // 发起索赔 beside a completed handling, in the list's detail and in the one just made
  const raiseClaim = (doc: DocumentController) => <RaiseClaimButton inspectionId={Number(doc.detail?.header.insp_id)} status={doc.detail?.header.status} />
  return (
    <div className={screen}>
      {can('add') ? (
        <section aria-label="待处理的不合格批">
          <h2 className={heading}>待处理的不合格批</h2>
          <RejectedLots onHandle={setLot} version={version} />
        </section>
      ) : null}
      <DocumentList
        key={version}
        def={handlingDocument}
        pageSize={pageSize}
        recordId={recordId}
        slots={{
          creates: false,
          detailActions: raiseClaim,
          // at 1280 px beside the menu the 操作 column must stay in view: the handled quantity (it
          // equals the rejected one), the handler and the time start hidden (列设置 shows them)
          columns: (columns) => columns.map((c) => (['total_qty', 'handler', 'handled_at'].includes(c.key) ? { ...c, hidden: true } : c)),
        }}
      />
      {lot ? (
        <DocumentPanel
          def={handlingDocument}
          id={null}
          initial={{ insp_id: lot.id, remark: `${String(lot.insp_no)} 不合格 ${String(lot.rejected_qty)}` }}
          onClose={() => (setLot(null), changed())}
          onSaved={changed}
          actions={raiseClaim}
        />
      ) : null}
    </div>
  )
}
