import { describe, expect, it } from 'vitest'
import { BATCH_STATUSES, ORDER_STATUSES, RECEIPT_STATUSES } from '../business/purchase-status'
import { deliveryBatchDocument, purchaseOrderDocument, receiptDocument } from '../business/purchase-documents'
import { RECORD_TYPES } from '../areas/sysmanage'
import { claimDocument } from '../areas/quality/claim'
import { priceQuoteDocument } from '../areas/catalogue/price-quote'
import { validateRecord } from '../resource/validate-record'
import { actionFormFields, checkActionForm } from './action-form'
import { defineDocument, documentAction, type DocumentDef } from './define'
import { STANDARD_MESSAGES, standardDocument } from '../areas/quality/standard'

const documents: DocumentDef[] = [claimDocument, priceQuoteDocument, purchaseOrderDocument, deliveryBatchDocument, receiptDocument]

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

  it('check an action form: every field required and within its length, and only read-only header fields in it', () => {
    const answer = documentAction(claimDocument, 'Answer')
    expect(answer.form?.fields).toHaveLength(8)
    expect([...actionFormFields(claimDocument)].map((f) => claimDocument.fields[f]!.label)).toEqual([
      'D1 成立小组', 'D2 问题描述', 'D3 临时措施', 'D4 根本原因', 'D5 纠正措施', 'D6 实施验证', 'D7 预防措施', 'D8 总结关闭',
    ])
    const full = Object.fromEntries(answer.form!.fields.map((f) => [f, ` ${f} 内容 `]))
    expect(checkActionForm(claimDocument, answer, full)).toEqual({ value: Object.fromEntries(answer.form!.fields.map((f) => [f, `${f} 内容`])), errors: {} })
    const { errors } = checkActionForm(claimDocument, answer, { ...full, d2_problem: '', d7_prevention: 'x'.repeat(1001) })
    expect(Object.keys(errors)).toEqual(['d2_problem', 'd7_prevention'])
    expect(errors.d2_problem).toBe('请输入D2 问题描述')
    // an action without a form takes nothing from the body
    expect(checkActionForm(claimDocument, documentAction(claimDocument, 'Publish'), full)).toEqual({ value: {}, errors: {} })
    const bad = () =>
      defineDocument({
        name: 'Bad',
        title: '错',
        table: 'bad',
        fn: 'x',
        numbering: { field: 'no', prefix: 'BD' },
        status: { field: 'status', values: [{ value: '新', tone: 'default' }] },
        fields: { no: { kind: 'text', label: '号', readOnly: true }, status: { kind: 'text', label: '状态', readOnly: true }, note: { kind: 'text', label: '说明' } },
        defaultSort: { field: 'no', order: 'desc' },
        searchKeyFields: ['no'],
        actions: { Note: { label: '说明', from: ['新'], to: '新', form: { title: '说明', fields: ['note'] } } },
      })
    expect(bad).toThrow(/form field note must be a read-only header field/)
  })
})
