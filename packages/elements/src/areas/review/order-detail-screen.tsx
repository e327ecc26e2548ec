import { useState } from 'react'
import { ORDER_TYPES, REVIEW_PATHS } from '@scm/core/review'
import { formatNumber } from '@scm/core'
import { useCan } from '../../resource/grants'
import { useDocumentRecord, type DocumentSource } from '../../document/use-document-record'
import { Button } from '../../ui/button'
import { facts, formActions, heading, nativeSelect, panel, screen, subheading } from '../../ui/layout'
import { Tabs } from '../../ui/tabs'
import { OrderListScreen } from './order-list-screen'
import { DETAIL_FN, ReviewStatus, bar, problem, type OrderReview, type ReviewRecord, type Row } from './review-shared'
import { Audits } from './order-audits'
import { BomTree } from './order-bom'
import { BomPrice } from './order-bom-price'
import { Pictures } from './order-pictures'
import { Changes } from './order-changes'

// 评审详情 /orderAudit/detail?order_id=: one order's review — its facts and type, what still keeps it
// from being ready (SetReady), the departments' audits, its BOM tree against the standard (one level
// per request, edited level by level), the price roll-up, the pictures it needs and the changes that
// touch it.
// This file holds the screen, the order's facts (with its type) and the readiness check; each tab
// is a part of its own (order-audits, order-bom, order-bom-price, order-pictures, order-changes).

/** The review detail on the document kit: its read is GetOrderDetail, not a DocumentDef's GetDetail. */
const reviewSource: DocumentSource<OrderReview> = {
  entity: 'OrderAudit',
  read: (api, id) => api.get<OrderReview>(REVIEW_PATHS.orderDetail, { query: { order_id: id }, timestamp: true }),
}

export function OrderDetailScreen({ orderId }: { orderId?: number }) {
  const doc = useDocumentRecord(reviewSource, orderId || null)
  // the tabs that read on their own read again when the order changes (the record's version)
  const { detail, reload, version } = doc
  // opened from the menu without an order: the orders to review, each opening its review here
  if (!orderId) return <OrderListScreen />
  if (!detail) return <p role="status">加载中…</p>
  const { order } = detail
  const locked = order.status === '已就绪'
  return (
    <section className={screen} aria-label="评审详情">
      <h2 className={heading}>
        评审详情 {order.order_no} <ReviewStatus status={order.status} />
      </h2>
      <Header order={order} doc={doc} />
      <Readiness order={order} problems={detail.problems} doc={doc} />
      <Tabs
        aria-label="评审内容"
        keepMounted={false}
        items={[
          { value: 'audit', label: '部门评审', content: <Audits order={order} rows={detail.audits} doc={doc} locked={locked} /> },
          { value: 'bom', label: 'BOM', content: <BomTree order={order} locked={locked} reload={reload} /> },
          { value: 'price', label: 'BOM价格', content: <BomPrice order={order} version={version} /> },
          { value: 'pictures', label: '订单图片', content: <Pictures order={order} doc={doc} /> },
          { value: 'tc', label: '产品变更', content: <Changes order={order} kind="tc" version={version} /> },
          { value: 'td', label: '技术变更', content: <Changes order={order} kind="td" version={version} /> },
        ]}
      />
    </section>
  )
}

function Header({ order, doc }: { order: Row; doc: ReviewRecord }) {
  const can = useCan(DETAIL_FN)
  const [type, setType] = useState(String(order.order_type))
  const save = () => doc.post('type', REVIEW_PATHS.saveOrderType, { order_id: order.id, order_type: type, remark: order.remark })
  return (
    <dl className={facts}>
      <dt>客户</dt>
      <dd>{order.cust_name}</dd>
      <dt>车型</dt>
      <dd>{order.model}</dd>
      <dt>配置</dt>
      <dd>{order.configuration}</dd>
      <dt>数量</dt>
      <dd>{formatNumber(order.qty, 'count')}</dd>
      <dt>交货日期</dt>
      <dd>{order.delivery_date}</dd>
      <dt>订单类型</dt>
      <dd>
        {can('edit') && order.status !== '已就绪' ? (
          <span className={bar}>
            <select className={nativeSelect} aria-label="订单类型" value={type} onChange={(e) => setType(e.target.value)}>
              {ORDER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
            {type !== order.order_type ? <Button onClick={() => void save()}>保存类型</Button> : null}
          </span>
        ) : (
          order.order_type
        )}
      </dd>
      {order.reason ? (
        <>
          <dt>退回原因</dt>
          <dd>{order.reason}</dd>
        </>
      ) : null}
      {order.ready_at ? (
        <>
          <dt>就绪</dt>
          <dd>
            {order.ready_at} {order.ready_by}
          </dd>
        </>
      ) : null}
    </dl>
  )
}

function Readiness({ order, problems, doc }: { order: Row; problems: string[]; doc: ReviewRecord }) {
  const can = useCan(DETAIL_FN)
  if (order.status === '已就绪') return <p>订单已就绪，可以投产。</p>
  const ready = async () => {
    // the refusal names what is missing: read the conditions anew either way
    if (!(await doc.post('ready', REVIEW_PATHS.setReady, { order_id: order.id }))) doc.reload()
  }
  return (
    <div className={panel} aria-label="就绪检查">
      {problems.length ? (
        <>
          <p className={subheading}>尚不能就绪：</p>
          <ul aria-label="未满足的条件">
            {problems.map((p) => (
              <li key={p} className={problem}>
                {p}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>各部门已同意，图片齐全，无未处理的变更。</p>
      )}
      {can('audit') ? (
        <div className={formActions}>
          <Button variant="primary" onClick={() => void ready()}>
            设为就绪
          </Button>
        </div>
      ) : null}
    </div>
  )
}
