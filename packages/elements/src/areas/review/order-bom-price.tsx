import { formatNumber } from '@scm/core'
import { REVIEW_PATHS } from '@scm/core/review'
import { useLoad } from '../../list/use-load'
import { smallTable } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { Cut, problem, scroll, type Row } from './review-shared'

// The review detail's BOM价格 tab: the order's BOM priced from the approved prices in force.

interface BomPriceAnswer {
  on: string
  total: number
  unpriced: number
  unit_total: number
  lines: Row[]
}

export function BomPrice({ order, version }: { order: Row; version: number }) {
  const { data: price } = useLoad((api) => api.post<BomPriceAnswer>(REVIEW_PATHS.bomPrice, { order_id: order.id }, { silent: true }), `${order.id}:${version}`)
  if (!price) return <p role="status">加载中…</p>
  return (
    <div>
      <p aria-label="BOM总价">
        按 {price.on} 有效的审核价格：单车 {formatNumber(price.unit_total, 'money')} 元，订单合计 <strong>{formatNumber(price.total, 'money')}</strong> 元
        {price.unpriced ? <span className={problem}>，{formatNumber(price.unpriced, 'count')} 种物料无有效价格</span> : null}
      </p>
      <div className={scroll}>
        <table className={smallTable} aria-label="BOM价格明细">
          <thead>
            <tr>
              <th>物料编码</th>
              <th>物料名称</th>
              <th>数量</th>
              <th>单价</th>
              <th>金额</th>
              <th>价格来源</th>
            </tr>
          </thead>
          <tbody>
            {price.lines.map((l) => (
              <tr key={l.mtr_id} data-flagged={l.flagged || undefined}>
                <td>{l.mtr_code}</td>
                <td>
                  <Cut text={l.mtr_name} />
                </td>
                <td style={{ textAlign: 'right' }}>{formatNumber(l.qty, 'qty')}</td>
                <td style={{ textAlign: 'right' }}>{l.price === null ? '—' : formatNumber(l.price, 'money')}</td>
                <td style={{ textAlign: 'right' }}>{l.amount === null ? '—' : formatNumber(l.amount, 'money')}</td>
                <td>{l.flagged ? <StatusTag status={l.source} tone="error" /> : <Cut text={`${l.source}${l.supply_name ? ` ${l.supply_name}` : ''}`} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
