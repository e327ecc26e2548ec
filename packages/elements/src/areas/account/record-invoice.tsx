import { useState } from 'react'
import { invoiceDocument } from '@scm/core/account'
import { DocumentPanel, type DocumentController } from '../../document'
import { useEmit } from '../../runtime'
import { isSupplier, useCurrentUser } from '../../session/current-user'
import { Button } from '../../ui/button'

// 登记发票 on a confirmed statement (the supplier's): the invoice editor opens with the statement
// chosen and a line per live receipt line of it, prefilled with the statement's quantity, price
// and amount, which he corrects to what his invoice says; the server matches it three ways on save.

export function RecordInvoiceButton({ doc }: { doc: DocumentController }) {
  const user = useCurrentUser()
  const emit = useEmit()
  const [open, setOpen] = useState(false)
  const detail = doc.detail
  if (!detail || !isSupplier(user) || detail.header.status !== '已确认') return null
  const lines = detail.lines
    .filter((l) => l.source === '收货' && !l.disabled)
    .map((l) => ({ check_line_no: l.line_no, qty: l.qty, price: l.price, amount: l.amount }))
  return (
    <>
      <Button onClick={() => setOpen(true)}>登记发票</Button>
      {open ? (
        <DocumentPanel
          def={invoiceDocument}
          id={null}
          initial={{ statement_id: detail.header.id, lines }}
          onClose={() => setOpen(false)}
          onSaved={(id) => emit('scm-change', { entity: invoiceDocument.name, action: 'add', id })}
        />
      ) : null}
    </>
  )
}
