import { css } from 'styled-system/css'
import { formatAmount, formatCount } from '@scm/core'
import { COCKPIT_PATHS, type FigureRecordsPage } from '@scm/core/cockpit'
import { useLoad } from '../../list/use-load'
import { muted, subheading } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'

// The records behind two of the supplier's numbers, listed on his scorecard: his open claims with
// their 8D due dates, and his statements waiting for his confirmation. The same call as the
// cockpit's records list (his own rows only: the server puts his supplyid in the query), drawn as
// cards without the kit's table, for the single-file bundle.

const cards = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: '8px', listStyle: 'none', m: '0', p: '0' })
const card = css({ border: '1px solid var(--scm-color-border-light, #ebeef5)', borderRadius: '6px', p: '8px 10px', display: 'flex', flexDirection: 'column', gap: '4px', minW: '0' })
const top = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px', fontWeight: '600', '& > span:first-child': { wordBreak: 'break-all' } })
const pairs = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', m: '0', fontSize: '12px', '& dt': { color: 'var(--scm-color-text-muted, #6b6e73)' }, '& dd': { m: '0', textAlign: 'right', fontVariantNumeric: 'tabular-nums' } })
const late = css({ color: 'var(--scm-color-danger, #b83232)', fontWeight: '600' })

type Row = FigureRecordsPage['rows'][number]

/** The first 20 records of a figure of the present moment, and how many there are. */
function useRecords(figure: string, refresh: number) {
  return useLoad((api) => api.get<FigureRecordsPage>(COCKPIT_PATHS.records, { query: { figure, rows: 20 }, timestamp: true }), `${figure}|${refresh}`)
}

function Heading({ title, page }: { title: string; page: FigureRecordsPage | undefined }) {
  return (
    <h3 className={subheading}>
      {title}
      {page ? <span className={muted}>（共 {formatCount(page.total)} 条）</span> : null}
    </h3>
  )
}

/** 未关闭索赔 with their 8D due dates: past due in the danger colour (today on the server's clock). */
export function OpenClaims({ today, refresh }: { today: string; refresh: number }) {
  const { data } = useRecords('openClaims', refresh)
  return (
    <section aria-label="未关闭索赔与8D期限">
      <Heading title="未关闭索赔与8D期限" page={data} />
      {data?.rows.length === 0 ? <p className={muted}>没有未关闭的索赔</p> : null}
      <ul className={cards}>
        {data?.rows.map((row: Row) => {
          const due = row.due_on === null ? null : String(row.due_on)
          const overdue = due !== null && due < today
          return (
            <li key={String(row.id)} className={card} aria-label={`索赔单 ${row.claim_no}`} data-overdue={overdue || undefined}>
              <div className={top}>
                <span>{row.claim_no}</span>
                <StatusTag status={String(row.stage)} tone={overdue ? 'error' : row.stage === '待提交8D' ? 'warning' : 'processing'} />
              </div>
              <dl className={pairs}>
                <dt>发布日期</dt>
                <dd>{row.published_on}</dd>
                <dt>8D期限</dt>
                <dd className={overdue ? late : undefined}>{due === null ? (row.stage === '8D待审核' ? '已提交8D' : '—') : overdue ? `${due}（已超期）` : due}</dd>
                <dt>索赔金额</dt>
                <dd>{formatAmount(row.total_amount)}</dd>
              </dl>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** 待确认对账单: his statements published and waiting for his confirmation. */
export function StatementsToConfirm({ refresh }: { refresh: number }) {
  const { data } = useRecords('statementsToConfirm', refresh)
  return (
    <section aria-label="待确认对账单">
      <Heading title="待确认对账单" page={data} />
      {data?.rows.length === 0 ? <p className={muted}>没有待确认的对账单</p> : null}
      <ul className={cards}>
        {data?.rows.map((row: Row) => (
          <li key={String(row.id)} className={card} aria-label={`对账单 ${row.check_no}`}>
            <div className={top}>
              <span>{row.check_no}</span>
              <StatusTag status="待确认" />
            </div>
            <dl className={pairs}>
              <dt>期间</dt>
              <dd>
                {row.period_from} 至 {row.period_to}
              </dd>
              <dt>对账金额</dt>
              <dd>{formatAmount(row.total_amount)}</dd>
              <dt>已等待</dt>
              <dd>{formatCount(row.waiting_days)} 天</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
