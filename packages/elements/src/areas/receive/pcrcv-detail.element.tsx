import { useEffect, useState } from 'react'
import { messages } from '@scm/core'
import { defineElement, useApi, useEmit } from '../../runtime'
import { useCan } from '../../resource/grants'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { today } from '../../document/dates'
import { StatusTag } from '../../ui/status-tag'
import { buttonRow, danger, facts, formGrid, heading, muted, screen, subheading } from '../../ui/layout'
import { ReceiptView } from './receipt-view'
import { RECEIVE_PATHS } from '@scm/core/receive'
import { DEFAULT_WAREHOUSE } from './paths'
import { ORDER_STATUS_VALUES, type ReceiptDetail } from '@scm/core/business'
import { checkCounts, INSPECTION_HINT, lineKey, qualifiedField, ReceiveLines, type CountedLine } from './receive-lines'
import { useReceivable } from './use-receivable'
import { useSkipCheck } from './use-skip-check'

// /PcRcv/detail 订单收货: the warehouse receives against an order or a delivery note (typed, or
// opened from the note's QR page with ?batchKey=). Quantities flow back to the order lines and the
// batch; receiving more than is open is refused (收货数量超过可收数量).

interface PcRcvDetailProps {
  orderNo?: string
  batchKey?: string
  batchId?: number
}

function PcRcvDetail({ orderNo = '', batchKey = '', batchId }: PcRcvDetailProps) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan('PcRcv_detail')
  const skipCheck = useSkipCheck()
  const { receivable, loading, load, lookUp, reload } = useReceivable()
  const [text, setText] = useState(orderNo)
  const [warehouse, setWarehouse] = useState(DEFAULT_WAREHOUSE)
  const [rcvDate, setRcvDate] = useState(today())
  const [remark, setRemark] = useState('')
  const [counted, setCounted] = useState<Record<string, CountedLine>>({})
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState<ReceiptDetail | null>(null)

  useEffect(() => {
    if (batchKey) void load({ key: batchKey })
    else if (batchId) void load({ batch_id: batchId })
    else if (orderNo) void load({ order_no: orderNo })
  }, [batchKey, batchId, orderNo, load])

  // every line starts at what is still open, its qualified part left to incoming inspection (待检)
  useEffect(() => {
    setError(null)
    setCounted(
      Object.fromEntries(
        (receivable?.lines ?? []).map((line) => [lineKey(line), { qty: line.receivable_qty > 0 ? String(line.receivable_qty) : '', qualified: '', remark: '' }]),
      ),
    )
  }, [receivable])

  const submit = async () => {
    if (!receivable) return
    const problem = !warehouse.trim() ? '请填写仓库' : checkCounts(receivable.lines, counted)
    setError(problem)
    if (problem) return
    const lines = receivable.lines
      .map((line) => ({ line, row: counted[lineKey(line)] }))
      .filter(({ row }) => row && row.qty.trim() !== '' && Number(row.qty) !== 0)
      .map(({ line, row }) => ({
        order_line_id: line.order_line_id,
        ...(line.batch_line_id ? { batch_line_id: line.batch_line_id } : {}),
        qty: Number(row!.qty),
        // left empty = 待检: inspection decides the qualified part later
        ...qualifiedField(line.qualified_by, row!.qualified),
        remark: row!.remark,
      }))
    setSaving(true)
    try {
      const receipt = await api.post<ReceiptDetail>(
        RECEIVE_PATHS.save,
        { order_id: receivable.order.id, ...(receivable.batch ? { batch_id: receivable.batch.id } : {}), rcv_date: rcvDate, warehouse: warehouse.trim(), remark, lines },
        { successMessage: true },
      )
      setSaved(receipt)
      emit('scm-change', { entity: 'receipt', action: 'create', id: receipt.id, order_id: receivable.order.id })
      await reload()
    } catch {
      // shown by the client; what was typed stays
    } finally {
      setSaving(false)
    }
  }

  const open = receivable?.lines.some((line) => line.receivable_qty > 0) ?? false
  return (
    <section className={screen} aria-label="订单收货">
      <h2 className={heading}>订单收货</h2>
      <div className={buttonRow} role="search" aria-label="查找订单或送货单">
        <FormField label="订单号 / 送货单号" layout="horizontal" rules={[]}>
          <Input value={text} placeholder="PO… 或 DN…" onValueChange={setText} onKeyDown={(e) => e.key === 'Enter' && void lookUp(text).then((ok) => ok || messages.show('未找到可收货的订单或送货单', 'error'))} />
        </FormField>
        <Button variant="primary" loading={loading} onClick={() => void lookUp(text).then((ok) => ok || messages.show('未找到可收货的订单或送货单', 'error'))}>
          查询
        </Button>
        <Button onClick={() => emit('scm-navigate', { path: '/PcRcv/PcRcvList' })}>收货单列表</Button>
      </div>
      {saved ? (
        <div role="status" aria-label="本次收货">
          <h3 className={subheading}>已生成收货单 {saved.rcv_no}</h3>
          <ReceiptView receipt={saved} />
          <Button onClick={() => setSaved(null)}>继续收货</Button>
        </div>
      ) : null}
      {receivable && !saved ? (
        <>
          <dl className={facts} aria-label="收货依据">
            <dt>订单号</dt>
            <dd data-field="order_no">{receivable.order.order_no}</dd>
            <dt>订单状态</dt>
            <dd data-field="status">
              <StatusTag status={receivable.order.status} tones={ORDER_STATUS_VALUES} />
            </dd>
            <dt>供应商</dt>
            <dd>{receivable.order.supply_name}</dd>
            <dt>送货单号</dt>
            <dd data-field="batch_no">{receivable.batch ? receivable.batch.batch_no : '—（按订单收货）'}</dd>
          </dl>
          <div className={formGrid}>
            <FormField label="仓库" required value={warehouse}>
              <Input value={warehouse} maxLength={50} onValueChange={setWarehouse} />
            </FormField>
            <FormField label="收货日期" value={rcvDate}>
              <Input type="date" value={rcvDate} onValueChange={setRcvDate} />
            </FormField>
            <FormField label="备注" value={remark}>
              <Input value={remark} maxLength={200} onValueChange={setRemark} />
            </FormField>
            <p className={muted}>{skipCheck ? '系统设置为免检：合格数量等于收货数量' : INSPECTION_HINT}</p>
          </div>
          <ReceiveLines lines={receivable.lines} counted={counted} onChange={(key, change) => setCounted((c) => ({ ...c, [key]: { ...c[key]!, ...change } }))} />
          {error ? (
            <p className={danger} role="alert">
              {error}
            </p>
          ) : null}
          <div className={buttonRow}>
            {can('add') ? (
              <Button variant="primary" loading={saving} disabled={!open} onClick={() => void submit()}>
                确认收货
              </Button>
            ) : null}
            {!open ? <span className={muted}>没有可收货的数量</span> : null}
          </div>
        </>
      ) : null}
    </section>
  )
}

defineElement('scm-pcrcv-detail', PcRcvDetail, {
  description: '订单收货：按订单号或送货单（二维码）收货，填写本次收货与合格数量；超收将被拒绝',
  attributes: {
    orderNo: { type: 'string', description: '要收货的订单号（门户中为 ?orderNo=）' },
    batchKey: { type: 'string', description: '送货单公开编号（扫码页跳转时带入 ?batchKey=）' },
    batchId: { type: 'number', description: '送货批次 id' },
  },
  events: {
    'scm-change': '收货后，detail 为 {entity:"receipt", action:"create", id, order_id}',
    'scm-navigate': '去收货单列表，detail 为 {path}',
  },
})
