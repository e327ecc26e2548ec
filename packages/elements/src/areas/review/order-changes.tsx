import { REVIEW_PATHS } from '@scm/core/review'
import { useLoad } from '../../list/use-load'
import { useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { muted, smallTable } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { Cut, scroll, type Row } from './review-shared'

// The review detail's 产品变更 / 技术变更 tabs: the changes that touch the order, each opening its
// to-do.

export function Changes({ order, kind, version }: { order: Row; kind: 'tc' | 'td'; version: number }) {
  const emit = useEmit()
  // a refused read shows an empty table
  const { data: rows } = useLoad(
    (api) => api.get<Row[]>(kind === 'tc' ? REVIEW_PATHS.orderTcChanges : REVIEW_PATHS.orderTdChanges, { query: { order_id: order.id }, timestamp: true, silent: true }).catch((): Row[] => []),
    `${kind}:${order.id}:${version}`,
  )
  if (!rows) return <p role="status">加载中…</p>
  return (
    <div className={scroll}>
      <table className={smallTable} aria-label={kind === 'tc' ? '涉及本订单的产品变更' : '涉及本订单的技术变更'}>
        <thead>
          <tr>
            <th>变更单号</th>
            <th>主题</th>
            <th>生效日期</th>
            <th>涉及零件</th>
            <th>未处理部门</th>
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <Button variant="text" onClick={() => emit('scm-navigate', { path: `/todo/todoDetail?kind=${kind}&id=${c.id}` })}>
                    {c.change_no}
                  </Button>
                </td>
                <td>
                  <Cut text={c.title} />
                </td>
                <td>{c.effective_date}</td>
                <td>
                  <Cut text={c.parts} />
                </td>
                <td>{c.unhandled ? <StatusTag status={c.unhandled} tone="warning" /> : <StatusTag status="已处理" tone="success" />}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={5} className={muted}>
                暂无涉及本订单的变更
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
