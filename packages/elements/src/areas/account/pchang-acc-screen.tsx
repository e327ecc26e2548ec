import { invoiceDocument } from '@scm/core/account'
import { documentScreen } from '../../document'

// 采购发票: the document kit's list, editor and detail of the invoice definition (a chunk of its own).
export const InvoiceScreen = documentScreen(invoiceDocument)
