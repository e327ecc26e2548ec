import { CATALOGUE_PATHS, type PriceComparison } from '@scm/core/catalogue'
import type { ApprovedPrice } from '@scm/core/business'
import { formatMoney } from '@scm/core'
import { useLoad } from '../../list/use-load'
import { muted, smallTable, subheading } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'

// 价格审核's panels in a quote's detail: the review (price in force, change %, the other suppliers
// side by side) for the buyer, and the part's approved price history (one list) for everyone.

const percent = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${v.toFixed(1)}%`)
const toneOf = (v: number | null) => (v === null || v === 0 ? undefined : v > 0 ? 'error' : 'success')

export function PriceComparePanel({ id }: { id: number }) {
  const cmp = useLoad((api) => api.get<PriceComparison>(CATALOGUE_PATHS.priceCompare, { query: { id }, timestamp: true, silent: true }), String(id)).data
  if (!cmp) return null
  return (
    <section aria-label="比价" data-panel="price-compare">
      <h4 className={subheading}>比价</h4>
      <p>
        现行价格：{cmp.current ? `${formatMoney(cmp.current.price)}（${cmp.current.valid_from} 至 ${cmp.current.valid_to ?? '长期'}）` : '无'}；本次报价{' '}
        {formatMoney(cmp.quote.price)}，变动{' '}
        <span data-field="change_percent">
          <StatusTag status={percent(cmp.change_percent)} tone={toneOf(cmp.change_percent)} />
        </span>
      </p>
      {cmp.others.length ? (
        <table className={smallTable} aria-label="其他供应商报价">
          <thead>
            <tr>
              <th scope="col">供应商</th>
              <th scope="col">现行价格</th>
              <th scope="col">在审报价</th>
              <th scope="col">状态</th>
              <th scope="col">本次报价对比</th>
            </tr>
          </thead>
          <tbody>
            {cmp.others.map((o) => (
              <tr key={o.supplyid}>
                <td>{o.supply_name}</td>
                <td data-num>{o.price_in_force === null ? '—' : formatMoney(o.price_in_force)}</td>
                <td data-num>{o.quoted_price === null ? '—' : formatMoney(o.quoted_price)}</td>
                <td>{o.quote_status ? <StatusTag status={o.quote_status} /> : '—'}</td>
                <td data-num>{percent(o.change_percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={muted}>该配件没有其他供应商</p>
      )}
    </section>
  )
}

export function PriceHistoryPanel({ mtrId }: { mtrId: number }) {
  const rows = useLoad((api) => api.get<ApprovedPrice[]>(CATALOGUE_PATHS.priceHistory, { query: { mtr_id: mtrId }, timestamp: true, silent: true }), String(mtrId)).data
  if (!rows) return null
  return (
    <section aria-label="价格历史" data-panel="price-history">
      <h4 className={subheading}>价格历史</h4>
      {rows.length ? (
        <table className={smallTable} aria-label="价格历史">
          <thead>
            <tr>
              <th scope="col">供应商</th>
              <th scope="col">价格(元)</th>
              <th scope="col">生效日期</th>
              <th scope="col">失效日期</th>
              <th scope="col">报价单号</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.supply_name}</td>
                <td data-num>{formatMoney(r.price)}</td>
                <td>{r.valid_from}</td>
                <td>{r.valid_to ?? '长期'}</td>
                <td>{r.quote_no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={muted}>暂无已批准价格</p>
      )}
    </section>
  )
}
