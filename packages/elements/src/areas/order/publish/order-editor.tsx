import { useEffect, useState } from 'react'
import { useApi, useEmit } from '../../../runtime'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { FormField } from '../../../ui/form-field'
import { Input } from '../../../ui/input'
import { Select } from '../../../ui/select'
import { daysFromToday, today } from '../../../document/dates'
import { formatAmount } from '@scm/core'
import { materialLabel } from '../../../document/material-lines'
import { danger, formGrid, subheading } from '../../../ui/layout'
import { useSupplierOptions } from '../../../list/choices'
import type { OrderDetail } from '@scm/core/business'
import { blankLine, EditorLines, lineAmount, type EditorLine } from './editor-lines'
import { ORDER_PATHS } from '@scm/core/order'

// 新增 / 编辑 a draft order: header and lines, then 保存草稿 or 保存并发布. Only drafts change (the
// server refuses anything else); what the server refuses keeps the form open with its message.


export interface OrderEditorProps {
  /** null = a new order; a number = edit that draft. */
  orderId: number | null
  open: boolean
  onClose: () => void
  onSaved: (order: OrderDetail, published: boolean) => void
}

interface Header {
  supplyid: string
  orderDate: string
  deliveryAddress: string
  currency: string
  remark: string
}

const CURRENCIES = [
  { value: 'CNY', label: '人民币 CNY' },
  { value: 'USD', label: '美元 USD' },
  { value: 'EUR', label: '欧元 EUR' },
]
const DEFAULT_ADDRESS = '总装厂一号仓库'

function checkForm(header: Header, lines: EditorLine[]): string | null {
  if (!header.supplyid) return '请选择供应商'
  if (!lines.length) return '请至少添加一行物料'
  for (const [index, line] of lines.entries()) {
    const n = index + 1
    if (!line.material) return `第${n}行：请选择物料`
    const qty = Number(line.qty)
    if (line.qty.trim() === '' || !Number.isFinite(qty) || qty <= 0) return `第${n}行：数量必须大于0`
    const price = Number(line.unitPrice)
    if (line.unitPrice.trim() !== '' && (!Number.isFinite(price) || price < 0)) return `第${n}行：单价不能为负数`
    if (!line.requiredDate) return `第${n}行：请填写需求日期`
  }
  return null
}

export function OrderEditor({ orderId, open, onClose, onSaved }: OrderEditorProps) {
  const api = useApi()
  const emit = useEmit()
  const suppliers = useSupplierOptions()
  const [header, setHeader] = useState<Header>({ supplyid: '', orderDate: today(), deliveryAddress: DEFAULT_ADDRESS, currency: 'CNY', remark: '' })
  const [lines, setLines] = useState<EditorLine[]>([])
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null)
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    if (!open) return
    setError(null)
    if (orderId === null) {
      setHeader({ supplyid: '', orderDate: today(), deliveryAddress: DEFAULT_ADDRESS, currency: 'CNY', remark: '' })
      setLines([blankLine(daysFromToday(14))])
      return
    }
    let live = true
    setLoading(true)
    api
      .get<OrderDetail>(ORDER_PATHS.detail, { query: { id: orderId }, timestamp: true })
      .then((order) => {
        if (!live) return
        setHeader({ supplyid: String(order.supplyid), orderDate: order.order_date, deliveryAddress: order.delivery_address, currency: order.currency, remark: order.remark })
        setLines(
          order.lines.map((line) => ({
            ...blankLine(line.required_date),
            material: { value: String(line.mtr_id), label: materialLabel(line) },
            unit: line.unit,
            qty: String(line.qty),
            unitPrice: String(line.unit_price),
            remark: line.remark,
          })),
        )
      })
      .catch(() => live && onClose())
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, orderId, api])

  const set = (change: Partial<Header>) => setHeader((h) => ({ ...h, ...change }))
  const total = lines.reduce((sum, line) => sum + lineAmount(line), 0)

  const submit = async (publish: boolean) => {
    const problem = checkForm(header, lines)
    setError(problem)
    if (problem) return
    setBusy(publish ? 'publish' : 'save')
    try {
      const body = {
        ...(orderId !== null ? { id: orderId } : {}),
        supplyid: Number(header.supplyid),
        order_date: header.orderDate,
        delivery_address: header.deliveryAddress,
        currency: header.currency,
        remark: header.remark,
        lines: lines.map((line) => ({
          mtr_id: Number(line.material!.value),
          qty: Number(line.qty),
          ...(line.unitPrice.trim() !== '' ? { unit_price: Number(line.unitPrice) } : {}),
          required_date: line.requiredDate,
          remark: line.remark,
        })),
      }
      let order = await api.post<OrderDetail>(ORDER_PATHS.save, body, { successMessage: !publish })
      if (publish) {
        const answer = await api.post<{ order: OrderDetail }>(ORDER_PATHS.publish, { id: order.id }, { successMessage: true }).catch(() => null)
        // saved but not published: the form now edits the saved draft
        if (!answer) {
          onSaved(order, false)
          return
        }
        order = answer.order
      }
      emit('scm-change', { entity: 'order', action: publish ? 'publish' : 'save', id: order.id, status: order.status })
      onSaved(order, publish)
    } catch {
      // shown by the client; the form keeps what was typed
    } finally {
      setBusy(null)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="large"
      title={orderId === null ? '新增订单' : '编辑订单'}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button loading={busy === 'save'} disabled={loading || busy !== null} onClick={() => void submit(false)}>
            保存草稿
          </Button>
          <Button variant="primary" loading={busy === 'publish'} disabled={loading || busy !== null} onClick={() => void submit(true)}>
            保存并发布
          </Button>
        </>
      }
    >
      <div className={formGrid}>
        <FormField label="供应商" required value={header.supplyid} error={error === '请选择供应商' ? error : null}>
          <Select items={suppliers} value={header.supplyid || null} aria-label="供应商" placeholder="请选择供应商" onValueChange={(v) => set({ supplyid: v ?? '' })} />
        </FormField>
        <FormField label="下单日期" value={header.orderDate}>
          <Input type="date" value={header.orderDate} onValueChange={(orderDate) => set({ orderDate })} />
        </FormField>
        <FormField label="交货地址" value={header.deliveryAddress}>
          <Input value={header.deliveryAddress} maxLength={200} onValueChange={(deliveryAddress) => set({ deliveryAddress })} />
        </FormField>
        <FormField label="币种" value={header.currency}>
          <Select items={CURRENCIES} value={header.currency} aria-label="币种" onValueChange={(v) => set({ currency: v ?? 'CNY' })} />
        </FormField>
        <FormField label="备注" value={header.remark}>
          <Input value={header.remark} maxLength={200} onValueChange={(remark) => set({ remark })} />
        </FormField>
        <p>
          订单金额：<strong data-field="amount">{formatAmount(total)}</strong>
        </p>
      </div>
      <h3 className={subheading}>物料明细</h3>
      <EditorLines lines={lines} onChange={setLines} onAdd={() => setLines([...lines, blankLine(lines[lines.length - 1]?.requiredDate ?? daysFromToday(14))])} />
      {error ? (
        <p className={danger} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  )
}
