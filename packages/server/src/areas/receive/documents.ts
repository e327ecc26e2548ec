import { receiptDocument } from '@scm/core'
import { bindDocument } from '../../document/records'
import { pcReceipt, pcReceiptLine } from './schema'

/** The receipt on its tables: numbering, status and history go through the kit. */
export const receiptDoc = bindDocument(receiptDocument, { header: pcReceipt, lines: pcReceiptLine })
