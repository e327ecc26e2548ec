import { useEffect, useState, type ReactNode } from 'react'
import { useApi } from '../../../runtime'
import { useCan } from '../../../resource/grants'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { BatchNoteDialog } from './batch-note-dialog'
import { OrderView } from './order-view'
import { canShip, ShipDialog } from './ship-dialog'
import type { BatchDetail, OrderDetail } from '@scm/core/business'
import { useLineAnswers, type ConfirmSide } from './use-line-answers'

export interface OrderDetailDialogProps {
  orderId: number | null
  /** Which detail call: the receive/confirm ones mark a published order read for a supplier. */
  detailPath: string
  /** Who answers lines here: the supplier (accept/reject/propose, ship) or the buyer (reviews). */
  side: ConfirmSide
  onClose: () => void
  /** The order changed on the server (answer, review, batch, publish…): lists reload. */
  onChanged?: (order: OrderDetail) => void
  /** More buttons for the footer (发布, 作废, 重发邮件…), given the loaded order. */
  footer?: (order: OrderDetail, update: (order: OrderDetail) => void) => ReactNode
}

/** An order opened from a list: the whole order, with the actions the caller may take on it. */
export function OrderDetailDialog({ orderId, detailPath, side, onClose, onChanged, footer }: OrderDetailDialogProps) {
  const api = useApi()
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [shipping, setShipping] = useState(false)
  const [shownBatch, setShownBatch] = useState<BatchDetail | null>(null)
  const [batchId, setBatchId] = useState<number | null>(null)

  useEffect(() => {
    setOrder(null)
    if (!orderId) return
    let live = true
    api
      .get<OrderDetail>(detailPath, { query: { id: orderId }, timestamp: true })
      .then((found) => {
        if (!live) return
        setOrder(found)
        onChanged?.(found) // opening may have marked it read
      })
      .catch(() => live && onClose())
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, orderId, detailPath])

  const update = (next: OrderDetail) => {
    setOrder(next)
    onChanged?.(next)
  }
  const answers = useLineAnswers(order, update, side)
  // shipping (SupplyBatch/Save) needs add on the confirmation or the receive screen
  const canConfirmScreen = useCan('order_supplyConfirm')
  const canReceiveScreen = useCan('order_receive')
  const mayShip = canConfirmScreen('add') || canReceiveScreen('add')
  const reloadOrder = async () => {
    if (!orderId) return
    try {
      update(await api.get<OrderDetail>(detailPath, { query: { id: orderId }, timestamp: true }))
    } catch {
      // shown by the client
    }
  }

  return (
    <>
      <Dialog
        open={!!orderId}
        onClose={onClose}
        size="large"
        title={order ? `订单 ${order.order_no}` : '订单详情'}
        footer={
          <>
            {order && footer ? footer(order, update) : null}
            {answers.canConfirmAll ? (
              <Button onClick={() => void answers.confirmAll()}>全部接受</Button>
            ) : null}
            {side === 'supplier' && mayShip && canShip(order) ? (
              <Button variant="primary" onClick={() => setShipping(true)}>
                发货
              </Button>
            ) : null}
            <Button onClick={onClose}>关闭</Button>
          </>
        }
      >
        {order ? (
          <OrderView
            order={order}
            lineActions={side ? answers.lineActions : undefined}
            batchActions={(batch) => (
              <Button variant="text" aria-label={`查看送货单 ${batch.batch_no}`} onClick={() => setBatchId(batch.id)}>
                送货单
              </Button>
            )}
          />
        ) : (
          <p role="status">加载中…</p>
        )}
      </Dialog>
      {answers.dialogs}
      <ShipDialog
        order={order}
        open={shipping}
        onClose={() => setShipping(false)}
        onShipped={(batch) => {
          setShipping(false)
          setShownBatch(batch)
          void reloadOrder()
        }}
      />
      <BatchNoteDialog batch={shownBatch} batchId={batchId} onClose={() => { setShownBatch(null); setBatchId(null) }} />
    </>
  )
}
