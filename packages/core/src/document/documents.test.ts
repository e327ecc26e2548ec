import { describe, expect, it } from 'vitest'
import { BATCH_STATUSES, deliveryBatchDocument, ORDER_STATUSES, purchaseOrderDocument, RECEIPT_STATUSES, receiptDocument } from '../order'
import { RECORD_TYPES } from '../sysmanage'
import { claimDocument } from './claim'
import { validateRecord } from '../resource/validate-record'
import { documentAction, type DocumentDef } from './define'
import { STANDARD_MESSAGES, standardDocument } from './standard'

const documents: DocumentDef[] = [claimDocument, purchaseOrderDocument, deliveryBatchDocument, receiptDocument]

describe('the declared documents', () => {
  it('run every approval flow under a record type the flow screens know', () => {
    const known = RECORD_TYPES.map((t) => t.value)
    for (const def of documents) for (const a of def.actions) if (a.flow) expect(known, `${def.name}.${a.name}`).toContain(def.docType)
  })

  it('take the status lists screens and filters read', () => {
    expect(purchaseOrderDocument.status.values.map((s) => s.value)).toEqual(ORDER_STATUSES)
    expect(deliveryBatchDocument.status.values.map((s) => s.value)).toEqual(BATCH_STATUSES)
    expect(receiptDocument.status.values.map((s) => s.value)).toEqual(RECEIPT_STATUSES)
    // the status field is an enum of them, for filters and exports
    expect(purchaseOrderDocument.fields.status).toMatchObject({ kind: 'enum', options: ORDER_STATUSES.map((value) => ({ value, label: value })) })
  })

  it('keep automatic moves out of the calls and the buttons, and number each kind apart', () => {
    expect(documentAction(purchaseOrderDocument, 'Read')).toMatchObject({ automatic: true, by: 'owner', from: ['已发布'], to: '已查看' })
    expect(documentAction(purchaseOrderDocument, 'Publish').path).toBe('/Order/OrderPublish/Publish')
    expect(() => documentAction(purchaseOrderDocument, 'Nope')).toThrow(/no action Nope/)
    const prefixes = documents.map((d) => d.numbering.prefix)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    expect(purchaseOrderDocument.lines?.parent).toBe('order_id')
    expect(receiptDocument.staffSide).toBe('warehouse')
  })

  it('check a line against its other values (the limits of a standard item)', () => {
    const line = standardDocument.lines!.def
    expect(validateRecord(line, { item_name: '厚度', lower_limit: 1.25, upper_limit: 1.15 }).errors).toEqual({ upper_limit: STANDARD_MESSAGES.limits })
    expect(validateRecord(line, { item_name: '厚度', lower_limit: 1.15, upper_limit: 1.25 }).errors).toEqual({})
    expect(validateRecord(line, { item_name: '额定电流', upper_limit: 70 }).errors).toEqual({})
  })
})
