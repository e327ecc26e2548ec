import { useEffect } from 'react'
import { useLoad } from '../../../list/use-load'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { DeliveryNote } from './delivery-note'
import { BATCH_STATUS_VALUES, type BatchDetail } from '@scm/core/business'
import { DocumentHistory } from '../../../document/document-history'
import { subheading } from '../../../ui/layout'
import { ORDER_PATHS } from '@scm/core/order'

export const BATCH_DETAIL_PATH = ORDER_PATHS.batchDetail

/** Opens the printable page of a note (the public /receive/<key> page prints itself). */
export function printNote(batch: BatchDetail): void {
  const url = new URL(batch.note_url, location.href)
  url.searchParams.set('print', '1')
  window.open(url.toString(), '_blank', 'noopener')
}

/**
 * A batch's delivery note in a dialog: either the batch just shipped (`batch`) or one loaded by id.
 */
export function BatchNoteDialog({ batchId, batch: given, onClose }: { batchId?: number | null; batch?: BatchDetail | null; onClose: () => void }) {
  const loaded = useLoad((api) => api.get<BatchDetail>(BATCH_DETAIL_PATH, { query: { id: batchId }, timestamp: true }), batchId ? String(batchId) : null)
  useEffect(() => {
    if (loaded.failed) onClose()
    // onClose is a fresh function each render; a failed read decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.failed])
  const batch = given ?? loaded.current ?? null
  const open = !!given || !!batchId
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="large"
      title={batch ? `送货单 ${batch.batch_no}` : '送货单'}
      footer={
        <>
          <Button onClick={onClose}>关闭</Button>
          <Button variant="primary" disabled={!batch} onClick={() => batch && printNote(batch)}>
            打印送货单
          </Button>
        </>
      }
    >
      {batch ? (
        <>
          <DeliveryNote batch={batch} />
          {/* not on the printed note: who shipped and received it when */}
          <h3 className={subheading}>操作记录</h3>
          <DocumentHistory statuses={BATCH_STATUS_VALUES} history={batch.history ?? []} />
        </>
      ) : (
        <p role="status">加载中…</p>
      )}
    </Dialog>
  )
}
