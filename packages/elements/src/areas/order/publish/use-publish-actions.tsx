import { Suspense, useState, type ReactNode } from 'react'
import { useApi, useEmit } from '../../../runtime'
import { useGrantedButtons } from '../../../resource/grants'
import { Button } from '../../../ui/button'
import { confirm } from '../../../ui/confirm'
import { ReasonDialog } from '../shared/reason-dialog'
import { CANCELLABLE, type OrderDetail, type OrderRow } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'
import { lazyPart } from '../../../ui/lazy-part'

// the form (with its material picker) loads when 新增 / 编辑 is first used
const OrderEditor = lazyPart('OrderEditor', () => import('./order-editor').then((m) => m.OrderEditor), () => <p role="status">加载中…</p>)

// What a buyer does to an order from the publish screens: 新增 / 编辑 a draft, 发布, 作废 (with a
// reason), 删除 a draft, 重发邮件 to the supplier's contacts. Buttons the caller is not granted on
// order_publish are not shown; the server checks the same grants.

const MAILABLE = new Set(['已发布', '已查看', '已确认', '部分确认', '已拒绝', '交货中', '已完成'])
export const RESEND_PATH = ORDER_PATHS.resendEmail

export interface PublishActions {
  rowButtons: (row: Pick<OrderRow, 'id' | 'order_no' | 'status'>) => ReactNode
  /**
   * What both publish lists (by order, by line) pass their OrderListScreen alike: the buyer's
   * detail, 新增 for those granted it, a refreshKey that changes after each save, publish,
   * cancel or delete, and the detail's buttons.
   */
  listProps: {
    detailPath: string
    side: 'buyer'
    refreshKey: number
    toolbar: () => ReactNode
    detailFooter: (order: OrderDetail, update: (order: OrderDetail) => void) => ReactNode
  }
  dialogs: ReactNode
}

/** The buyer's actions on orders, shared by 订单发布 and 订单发布（明细） (`fn` is the screen's grant). */
export function usePublishActions(fn = 'order_publish'): PublishActions {
  const api = useApi()
  const emit = useEmit()
  const granted = useGrantedButtons(api, fn)
  const can = (button: 'add' | 'edit' | 'delete') => granted?.has(button) ?? false
  const [refreshKey, setRefreshKey] = useState(0)
  const [editing, setEditing] = useState<{ id: number | null } | null>(null)
  const [cancelling, setCancelling] = useState<Pick<OrderRow, 'id' | 'order_no'> | null>(null)
  const [afterCancel, setAfterCancel] = useState<((order: OrderDetail) => void) | null>(null)

  const changed = (order: OrderDetail | null, action: string, id: number) => {
    emit('scm-change', { entity: 'order', action, id, ...(order ? { status: order.status } : {}) })
    setRefreshKey((k) => k + 1)
  }
  const publish = async (row: Pick<OrderRow, 'id' | 'order_no'>, update?: (order: OrderDetail) => void) => {
    if (!(await confirm(`确定发布订单 ${row.order_no} 吗？发布后将邮件通知供应商。`, { title: '发布订单' }))) return
    try {
      const answer = await api.post<{ order: OrderDetail }>(ORDER_PATHS.publish, { id: row.id }, { successMessage: true })
      update?.(answer.order)
      changed(answer.order, 'publish', row.id)
    } catch {
      // shown by the client
    }
  }
  const remove = async (row: Pick<OrderRow, 'id' | 'order_no'>) => {
    if (!(await confirm(`确定删除草稿订单 ${row.order_no} 吗？`, { title: '删除订单', danger: true }))) return
    try {
      await api.post(ORDER_PATHS.del, { id: row.id }, { successMessage: true })
      changed(null, 'delete', row.id)
    } catch {
      // shown by the client
    }
  }
  const resend = async (row: Pick<OrderRow, 'id' | 'order_no'>) => {
    if (!(await confirm(`向供应商重新发送订单 ${row.order_no} 的邮件吗？`, { title: '重发邮件' }))) return
    try {
      await api.post(RESEND_PATH, { order_id: row.id }, { successMessage: true })
      changed(null, 'resend', row.id)
    } catch {
      // shown by the client
    }
  }

  const buttons = (row: Pick<OrderRow, 'id' | 'order_no' | 'status'>, update?: (order: OrderDetail) => void) => (
    <>
      {row.status === '草稿' && can('edit') ? (
        <>
          <Button variant="text" aria-label={`编辑订单 ${row.order_no}`} onClick={() => setEditing({ id: row.id })}>
            编辑
          </Button>
          <Button variant="text" aria-label={`发布订单 ${row.order_no}`} onClick={() => void publish(row, update)}>
            发布
          </Button>
        </>
      ) : null}
      {CANCELLABLE.includes(row.status) && can('edit') ? (
        <Button
          variant="text"
          aria-label={`作废订单 ${row.order_no}`}
          onClick={() => {
            setAfterCancel(() => update ?? null)
            setCancelling(row)
          }}
        >
          作废
        </Button>
      ) : null}
      {row.status === '草稿' && can('delete') ? (
        <Button variant="text" aria-label={`删除订单 ${row.order_no}`} onClick={() => void remove(row)}>
          删除
        </Button>
      ) : null}
      {MAILABLE.has(row.status) && can('edit') ? (
        <Button variant="text" aria-label={`重发订单 ${row.order_no} 的邮件`} onClick={() => void resend(row)}>
          重发邮件
        </Button>
      ) : null}
    </>
  )

  const dialogs = (
    <>
      {editing ? (
        <Suspense fallback={null}>
          <OrderEditor
            open
            orderId={editing.id}
            onClose={() => setEditing(null)}
            onSaved={(order, published) => {
              setEditing(null)
              changed(order, published ? 'publish' : 'save', order.id)
            }}
          />
        </Suspense>
      ) : null}
      <ReasonDialog
        open={!!cancelling}
        title={cancelling ? `作废订单 ${cancelling.order_no}` : '作废订单'}
        reasonLabel="作废原因"
        okText="确定作废"
        onClose={() => setCancelling(null)}
        onSubmit={async (reason) => {
          try {
            const order = await api.post<OrderDetail>(ORDER_PATHS.cancel, { id: cancelling!.id, reason }, { successMessage: true })
            afterCancel?.(order)
            changed(order, 'cancel', order.id)
            return true
          } catch {
            return false
          }
        }}
      />
    </>
  )

  return {
    rowButtons: (row) => buttons(row),
    listProps: {
      detailPath: ORDER_PATHS.detail,
      side: 'buyer',
      refreshKey,
      toolbar: () =>
        can('add') ? (
          <Button variant="primary" onClick={() => setEditing({ id: null })}>
            新增
          </Button>
        ) : null,
      detailFooter: (order, update) => buttons(order, update),
    },
    dialogs,
  }
}
