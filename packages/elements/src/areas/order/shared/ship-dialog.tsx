import { useEffect, useState } from 'react'
import { useApi, useEmit } from '../../../runtime'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { FormField } from '../../../ui/form-field'
import { Input } from '../../../ui/input'
import { NumberBox } from '../../../ui/native-boxes'
import { daysFromToday, today } from '../../../document/dates'
import { formatQuantity } from '@scm/core'
import { danger, formGrid, smallTable, subheading } from '../../../ui/layout'
import type { BatchDetail, OrderDetail } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// 发货: the supplier ships confirmed lines in a batch (quantity per line ≤ confirmed − shipped, ship
// date, planned arrival, logistics no). The server answers the batch with its delivery note.

export const BATCH_SAVE_PATH = ORDER_PATHS.saveBatch
const SHIPPABLE_ORDERS = new Set(['已确认', '部分确认', '交货中'])

export const canShip = (order: OrderDetail | null): boolean =>
  !!order && SHIPPABLE_ORDERS.has(order.status) && order.lines.some((line) => line.shippable_qty > 0)

export interface ShipDialogProps {
  order: OrderDetail | null
  open: boolean
  onClose: () => void
  onShipped: (batch: BatchDetail) => void
}

export function ShipDialog({ order, open, onClose, onShipped }: ShipDialogProps) {
  const api = useApi()
  const emit = useEmit()
  const [shipDate, setShipDate] = useState(today())
  const [arrival, setArrival] = useState(daysFromToday(3))
  const [logisticsNo, setLogisticsNo] = useState('')
  const [remark, setRemark] = useState('')
  const [quantities, setQuantities] = useState<Record<number, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const lines = order?.lines.filter((line) => line.shippable_qty > 0) ?? []

  useEffect(() => {
    if (!open || !order) return
    setShipDate(today())
    setArrival(daysFromToday(3))
    setLogisticsNo('')
    setRemark('')
    setError(null)
    setQuantities(Object.fromEntries(order.lines.filter((l) => l.shippable_qty > 0).map((l) => [l.id, String(l.shippable_qty)])))
  }, [open, order])

  const submit = async () => {
    if (!order) return
    const chosen = lines
      .map((line) => ({ line, qty: Number(quantities[line.id] ?? '') }))
      .filter(({ qty }) => Number.isFinite(qty) && qty !== 0)
    const tooMuch = chosen.find(({ line, qty }) => qty < 0 || qty > line.shippable_qty)
    if (!chosen.length) return setError('请至少填写一行发货数量')
    if (tooMuch) return setError(`第${tooMuch.line.line_no}行：发货数量超过可发数量（可发 ${formatQuantity(tooMuch.line.shippable_qty)}）`)
    if (!shipDate || !arrival) return setError('请填写发货日期和预计到货日期')
    if (arrival < shipDate) return setError('预计到货日期不能早于发货日期')
    setError(null)
    setBusy(true)
    try {
      const batch = await api.post<BatchDetail>(
        BATCH_SAVE_PATH,
        { order_id: order.id, ship_date: shipDate, planned_arrival: arrival, logistics_no: logisticsNo, remark, lines: chosen.map(({ line, qty }) => ({ line_id: line.id, qty })) },
        { successMessage: true },
      )
      emit('scm-change', { entity: 'batch', action: 'create', id: batch.id, order_id: order.id })
      onShipped(batch)
    } catch {
      // the message is shown; the dialog stays open with what was typed
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="large"
      title={order ? `发货：订单 ${order.order_no}` : '发货'}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            确认发货
          </Button>
        </>
      }
    >
      <div className={formGrid}>
        <FormField label="发货日期" required value={shipDate}>
          <Input type="date" value={shipDate} onValueChange={setShipDate} />
        </FormField>
        <FormField label="预计到货日期" required value={arrival}>
          <Input type="date" value={arrival} onValueChange={setArrival} />
        </FormField>
        <FormField label="物流单号" value={logisticsNo}>
          <Input value={logisticsNo} maxLength={50} onValueChange={setLogisticsNo} />
        </FormField>
        <FormField label="备注" value={remark}>
          <Input value={remark} maxLength={200} onValueChange={setRemark} />
        </FormField>
      </div>
      <h3 className={subheading}>发货明细</h3>
      <table className={smallTable} aria-label="发货明细">
        <thead>
          <tr>
            <th scope="col">行号</th>
            <th scope="col">物料</th>
            <th scope="col">确认数量</th>
            <th scope="col">已发货</th>
            <th scope="col">可发数量</th>
            <th scope="col">本次发货</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>{line.line_no}</td>
              <td>
                {line.mtr_code} {line.mtr_name}
              </td>
              <td data-num>{formatQuantity(line.confirmed_qty)}</td>
              <td data-num>{formatQuantity(line.shipped_qty)}</td>
              <td data-num>{formatQuantity(line.shippable_qty)}</td>
              <td>
                <NumberBox
                  label={`第 ${line.line_no} 行本次发货数量`}
                  max={line.shippable_qty}
                  value={quantities[line.id] ?? ''}
                  onChange={(v) => setQuantities({ ...quantities, [line.id]: v })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p className={danger} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  )
}
