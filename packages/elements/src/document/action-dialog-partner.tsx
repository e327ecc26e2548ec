import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { problem } from './styles'
import type { DocumentActionOffer, DocumentController } from './use-document'

// action-dialog.tsx as a single-file widget carries it when none of the actions its partner
// (supplier, customer) may take on the documents of its functions asks for a reason or a form
// (scripts/lib/partner-parts.ts, checked at every build): the repair widget's customer is offered
// 验收 alone, a confirmation. No form fields, number or date inputs, line grid. Should such an
// action reach it anyway, the box says so and takes no action rather than one without its form.
export function ActionDialog({ action, onClose }: { doc: DocumentController; action: DocumentActionOffer; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} size="small" title={action.label} footer={<Button onClick={onClose}>关闭</Button>}>
      <p className={problem} role="alert">
        此操作需填写内容，请在门户中办理
      </p>
    </Dialog>
  )
}
