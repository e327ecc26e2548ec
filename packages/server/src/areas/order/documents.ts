import { deliveryBatchDocument, purchaseOrderDocument } from '@scm/core'
import { bindDocument } from '../../document/records'
import { deliveryBatch, deliveryBatchLine, purchaseOrder, purchaseOrderLine } from './schema'

/** Procurement's documents on their tables: numbering, status moves and history go through the kit. */
export const orderDoc = bindDocument(purchaseOrderDocument, { header: purchaseOrder, lines: purchaseOrderLine })
export const batchDoc = bindDocument(deliveryBatchDocument, { header: deliveryBatch, lines: deliveryBatchLine })
