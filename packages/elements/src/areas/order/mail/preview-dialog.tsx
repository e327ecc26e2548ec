import { Dialog } from '../../../ui/dialog'
import { MailPreviewView } from './mail-preview'

/** The mail of one send record, as sent (loaded on demand by the send-record screens). */
export function MailPreviewDialog({ orderId, orderNo, version, onClose }: { orderId: number; orderNo: string; version: 1 | 2; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} size="large" title={`邮件预览：${orderNo}`}>
      <MailPreviewView orderId={orderId} version={version} />
    </Dialog>
  )
}
