import type { ApiClient } from '@scm/core'
import { CHANGE_KINDS, REVIEW_PATHS, type ChangeKind } from '@scm/core/review'
import { formatNumber } from '@scm/core'
import { useLoad } from '../../list/use-load'
import { useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { heading, muted, panel, screen, smallTable, subheading } from '../../ui/layout'
import { Cut, ReviewStatus, scroll, type Row } from './review-shared'

/** The caller's department's open changes of both kinds and orders to review; a refusal shows none. */
const readToDo = (api: ApiClient) =>
  Promise.all([
    api.get<Row[]>(REVIEW_PATHS.unhandledChanges, { query: { kind: 'tc' }, timestamp: true }),
    api.get<Row[]>(REVIEW_PATHS.unhandledChanges, { query: { kind: 'td' }, timestamp: true }),
    api.get<Row[]>(REVIEW_PATHS.unhandledAudits, { timestamp: true }),
  ]).then(
    ([tc, td, audits]) => ({ tc, td, audits }),
    () => ({ tc: [] as Row[], td: [] as Row[], audits: [] as Row[] }),
  )

/** 待办分类 /todo/todoTypeList: the caller's department's to-do by type, each with its age. */
export function TodoTypeList() {
  const emit = useEmit()
  const { data } = useLoad(readToDo, 'todo')
  if (!data) return <p role="status">加载中…</p>
  const changes = (kind: ChangeKind, rows: Row[]) => (
    <div className={panel} aria-label={`待处理${CHANGE_KINDS[kind].title}`}>
      <p className={subheading}>
        待处理{CHANGE_KINDS[kind].title}（{formatNumber(rows.length, 'count')}）
      </p>
      <div className={scroll}>
        <table className={smallTable}>
          <thead>
            <tr>
              <th>变更单号</th>
              <th>主题</th>
              <th>部门</th>
              <th>生效日期</th>
              <th>已等待</th>
            </tr>
          </thead>
          <tbody>
            {rows.length ? (
              rows.map((r) => (
                <tr key={r.handling_id}>
                  <td>
                    <Button variant="text" onClick={() => emit('scm-navigate', { path: `/todo/todoDetail?kind=${kind}&id=${r.id}` })}>
                      {r.change_no}
                    </Button>
                  </td>
                  <td>
                    <Cut text={r.title} />
                  </td>
                  <td>{r.dept_name}</td>
                  <td>{r.effective_date}</td>
                  <td>{formatNumber(r.age_days, 'count')}天</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={5} className={muted}>
                  没有待处理的{CHANGE_KINDS[kind].title}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  )
  return (
    <section className={screen} aria-label="待办分类">
      <h2 className={heading}>待办分类</h2>
      {changes('tc', data.tc)}
      {changes('td', data.td)}
      <div className={panel} aria-label="待评审订单">
        <p className={subheading}>待本部门评审的订单（{formatNumber(data.audits.length, 'count')}）</p>
        <div className={scroll}>
          <table className={smallTable}>
            <thead>
              <tr>
                <th>订单号</th>
                <th>车型</th>
                <th>部门</th>
                <th>交货日期</th>
                <th>评审状态</th>
              </tr>
            </thead>
            <tbody>
              {data.audits.length ? (
                data.audits.map((r) => (
                  <tr key={`${r.id}-${r.dept_name}`}>
                    <td>
                      <Button variant="text" onClick={() => emit('scm-navigate', { path: `/orderAudit/detail?order_id=${r.id}` })}>
                        {r.order_no}
                      </Button>
                    </td>
                    <td>
                      <Cut text={r.model} />
                    </td>
                    <td>{r.dept_name}</td>
                    <td>{r.delivery_date}</td>
                    <td>
                      <ReviewStatus status={r.status} />
                    </td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={5} className={muted}>
                    没有待评审的订单
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
