import type { ReactNode } from 'react'
import { StatusTag } from '../../../ui/status-tag'
import { formatAmount, formatQuantity, orDash } from '@scm/core'
import { facts, muted, smallTable, subheading } from '../../../ui/layout'
import { BATCH_STATUS_VALUES, LINE_STATUS_VALUES, ORDER_STATUS_VALUES, type BatchRow, type OrderDetail, type OrderLine } from '@scm/core/business'
import { DocumentHistory } from '../../../document/document-history'

// The read-only parts of an order both sides see: header facts, lines with their confirmation,
// shipping and receiving progress, delivery batches, and the history of who did what when.

export function OrderFacts({ order }: { order: OrderDetail }) {
  return (
    <dl className={facts} aria-label="订单信息">
      <dt>订单号</dt>
      <dd data-field="order_no">{order.order_no}</dd>
      <dt>状态</dt>
      <dd data-field="status">
        <StatusTag status={order.status} tones={ORDER_STATUS_VALUES} />
      </dd>
      <dt>供应商</dt>
      <dd>{order.supply_name}</dd>
      <dt>采购员</dt>
      <dd>{order.buyer_name}</dd>
      <dt>下单日期</dt>
      <dd>{order.order_date}</dd>
      <dt>币种</dt>
      <dd>{order.currency}</dd>
      <dt>订单金额</dt>
      <dd data-field="amount">{formatAmount(order.amount)}</dd>
      <dt>交货地址</dt>
      <dd>{orDash(order.delivery_address)}</dd>
      <dt>发布时间</dt>
      <dd>{orDash(order.published_at)}</dd>
      <dt>查看时间</dt>
      <dd>{orDash(order.read_at)}</dd>
      <dt>确认时间</dt>
      <dd>{orDash(order.confirmed_at)}</dd>
      <dt>备注</dt>
      <dd>{orDash(order.remark)}</dd>
    </dl>
  )
}

/** What the supplier said about a line beyond accepting it. */
export function lineNote(line: OrderLine): string {
  if (line.line_status === '已拒绝' && line.reject_reason) return `拒绝原因：${line.reject_reason}`
  if (line.line_status === '变更待审') {
    const parts: string[] = []
    if (line.proposed_qty !== null && line.proposed_qty !== line.qty) parts.push(`数量 ${formatQuantity(line.qty)} → ${formatQuantity(line.proposed_qty)}`)
    if (line.proposed_date && line.proposed_date !== line.required_date) parts.push(`交期 ${line.required_date} → ${line.proposed_date}`)
    return `提议${parts.join('，')}；原因：${line.proposal_reason}`
  }
  return line.remark
}

export function OrderLinesTable({ lines, actions }: { lines: OrderLine[]; actions?: (line: OrderLine) => ReactNode }) {
  return (
    <table className={smallTable} aria-label="订单明细">
      <thead>
        <tr>
          <th scope="col">行号</th>
          <th scope="col">物料编码</th>
          <th scope="col">物料名称</th>
          <th scope="col">规格</th>
          <th scope="col">单位</th>
          <th scope="col">数量</th>
          <th scope="col">单价</th>
          <th scope="col">金额</th>
          <th scope="col">需求日期</th>
          <th scope="col">确认数量</th>
          <th scope="col">承诺交期</th>
          <th scope="col">已发货</th>
          <th scope="col">已收货</th>
          <th scope="col">合格数</th>
          <th scope="col">状态</th>
          <th scope="col">说明</th>
          {actions ? <th scope="col">操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} data-line-no={line.line_no}>
            <td>{line.line_no}</td>
            <td>{line.mtr_code}</td>
            <td>{line.mtr_name}</td>
            <td>{line.spec}</td>
            <td>{line.unit}</td>
            <td data-num data-field="qty">{formatQuantity(line.qty)}</td>
            <td data-num>{formatAmount(line.unit_price)}</td>
            <td data-num>{formatAmount(line.amount)}</td>
            <td>{line.required_date}</td>
            <td data-num data-field="confirmed_qty">{formatQuantity(line.confirmed_qty)}</td>
            <td data-field="promised_date">{orDash(line.promised_date)}</td>
            <td data-num data-field="shipped_qty">{formatQuantity(line.shipped_qty)}</td>
            <td data-num data-field="received_qty">{formatQuantity(line.received_qty)}</td>
            <td data-num data-field="qualified_qty">{formatQuantity(line.qualified_qty)}</td>
            <td data-field="line_status">
              <StatusTag status={line.line_status} tones={LINE_STATUS_VALUES} />
            </td>
            <td>{lineNote(line)}</td>
            {actions ? <td>{actions(line)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function BatchesTable({ batches, actions }: { batches: BatchRow[]; actions?: (batch: BatchRow) => ReactNode }) {
  if (!batches.length) return <p className={muted}>尚无送货批次</p>
  return (
    <table className={smallTable} aria-label="送货批次">
      <thead>
        <tr>
          <th scope="col">批次号</th>
          <th scope="col">发货日期</th>
          <th scope="col">预计到货</th>
          <th scope="col">物流单号</th>
          <th scope="col">发货数量</th>
          <th scope="col">已收数量</th>
          <th scope="col">状态</th>
          {actions ? <th scope="col">操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {batches.map((batch) => (
          <tr key={batch.id} data-batch-no={batch.batch_no}>
            <td>{batch.batch_no}</td>
            <td>{batch.ship_date}</td>
            <td>{batch.planned_arrival}</td>
            <td>{orDash(batch.logistics_no)}</td>
            <td data-num data-field="qty">{formatQuantity(batch.qty)}</td>
            <td data-num data-field="received_qty">{formatQuantity(batch.received_qty)}</td>
            <td data-field="status">
              <StatusTag status={batch.status} tones={BATCH_STATUS_VALUES} />
              {batch.overdue ? <StatusTag status="超期" /> : null}
            </td>
            {actions ? <td>{actions(batch)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export interface OrderViewProps {
  order: OrderDetail
  lineActions?: (line: OrderLine) => ReactNode
  batchActions?: (batch: BatchRow) => ReactNode
}

/** The whole order: facts, lines, batches and history. */
export function OrderView({ order, lineActions, batchActions }: OrderViewProps) {
  return (
    <div>
      <OrderFacts order={order} />
      <h3 className={subheading}>订单明细</h3>
      <div style={{ overflowX: 'auto' }}>
        <OrderLinesTable lines={order.lines} actions={lineActions} />
      </div>
      <h3 className={subheading}>送货批次</h3>
      <BatchesTable batches={order.batches} actions={batchActions} />
      <h3 className={subheading}>操作记录</h3>
      <DocumentHistory statuses={ORDER_STATUS_VALUES} history={order.history} />
    </div>
  )
}
