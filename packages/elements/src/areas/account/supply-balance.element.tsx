import { useCallback, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { BALANCE_PATHS, STATEMENT_PATHS, STATEMENT_STATUS_VALUES, type BalanceRow } from '@scm/core/account'
import { formatAmount, type ListPage } from '@scm/core'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { StatusTag } from '../../ui/status-tag'
import { heading, muted, screen } from '../../ui/layout'
import { BalanceAnswer, balanceTone } from './balance-answer'

// <scm-supply-balance>: the signed-in supplier's balances with the enterprise's companies (as
// published: opening + statements − payments = closing) and his statements still open, as cards
// that fit a phone; he confirms a published balance (or disputes it with a reason) and confirms a
// published statement's lines in one go. Lean on purpose (no table, no dialog): it ships as a
// single IIFE for supplier extranets.

const cards = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '8px' })
const card = css({ border: '1px solid var(--scm-color-border, #dcdfe6)', borderRadius: '6px', p: '10px', display: 'flex', flexDirection: 'column', gap: '6px', bg: 'var(--scm-color-bg, #fff)' })
const top = css({ display: 'flex', justifyContent: 'space-between', gap: '8px', alignItems: 'center', fontWeight: '600' })
const figures = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', m: '0', '& dd': { m: '0', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }, '& dt': { color: 'var(--scm-color-text-muted, #6b6e73)' } })
const closing = css({ fontWeight: '600' })
const sub = css({ fontSize: '14px', fontWeight: '600', m: '8px 0 0' })

interface OpenStatement {
  id: number
  check_no: string
  status: string
  company_id: number
  company_id_label?: string
  period_from: string
  period_to: string
  total_amount: number | string
  version: number
}

function BalanceCard({ row, onDone }: { row: BalanceRow; onDone: () => void }) {
  const label = `${row.co_desc} ${row.period}`
  return (
    <article className={card} aria-label={`余额 ${label}`}>
      <div className={top}>
        <span>
          {row.co_desc} · {row.period}
        </span>
        <StatusTag status={row.status} tone={balanceTone(row.status)} />
      </div>
      <dl className={figures}>
        <dt>期初余额</dt>
        <dd>{formatAmount(row.opening_amount)}</dd>
        <dt>本期对账</dt>
        <dd>{formatAmount(row.statement_amount)}</dd>
        <dt>本期付款</dt>
        <dd>{formatAmount(row.payment_amount)}</dd>
        <dt>期末余额</dt>
        <dd className={closing} data-testid="closing-amount">
          {formatAmount(row.closing_amount)}
        </dd>
      </dl>
      {row.dispute_reason ? <p className={muted}>异议原因：{row.dispute_reason}</p> : null}
      {row.status === '已发布' ? <BalanceAnswer id={Number(row.id)} label={label} onDone={onDone} /> : null}
    </article>
  )
}

function StatementCard({ row, onDone }: { row: OpenStatement; onDone: () => void }) {
  const api = useApi()
  const emit = useEmit()
  const [busy, setBusy] = useState(false)
  // every line not yet answered (a disputed line waits for the buyer's new version)
  const confirmAll = async () => {
    setBusy(true)
    try {
      const detail = await api.get<{ lines: { id: number; disabled: boolean; answer: string | null }[] }>(STATEMENT_PATHS.detail, { query: { id: row.id } })
      const ids = detail.lines.filter((l) => !l.disabled && l.answer !== '已确认' && l.answer !== '有异议').map((l) => l.id)
      if (!ids.length) return
      await api.post(STATEMENT_PATHS.confirmLine, { id: row.id, line_ids: ids }, { successMessage: true })
      emit('scm-change', { entity: 'SaleCheck', action: 'confirm', id: row.id })
      onDone()
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false)
    }
  }
  return (
    <article className={card} aria-label={`对账单 ${row.check_no}`}>
      <div className={top}>
        <span>{row.check_no}</span>
        <StatusTag status={row.status} tone={STATEMENT_STATUS_VALUES.find((s) => s.value === row.status)?.tone ?? 'default'} />
      </div>
      <dl className={figures}>
        <dt>期间</dt>
        <dd>
          {row.period_from} 至 {row.period_to}
        </dd>
        <dt>版本</dt>
        <dd>第{row.version}版</dd>
        <dt>对账金额</dt>
        <dd className={closing}>{formatAmount(row.total_amount)}</dd>
      </dl>
      {row.status === '已发布' ? (
        <Button variant="primary" aria-label={`全部确认 ${row.check_no}`} loading={busy} onClick={() => void confirmAll()}>
          全部确认
        </Button>
      ) : (
        <p className={muted}>已提出异议，等待采购方处理</p>
      )}
    </article>
  )
}

function SupplyBalance() {
  const api = useApi()
  const [balances, setBalances] = useState<BalanceRow[] | null>(null)
  const [statements, setStatements] = useState<OpenStatement[] | null>(null)
  const load = useCallback(async () => {
    try {
      const [b, s] = await Promise.all([
        api.post<ListPage<BalanceRow>>(BALANCE_PATHS.published, { page: 1, rows: 12 }),
        api.post<ListPage<OpenStatement>>(STATEMENT_PATHS.list, { page: 1, rows: 20, filters: { status: { op: 'in', value: ['已发布', '有异议'] } } }),
      ])
      setBalances(b.rows)
      setStatements(s.rows)
    } catch {
      setBalances((v) => v ?? [])
      setStatements((v) => v ?? [])
    }
  }, [api])
  useEffect(() => {
    void load()
  }, [load])
  return (
    <section className={screen} aria-label="往来余额与对账">
      <h2 className={heading}>往来余额</h2>
      {balances === null ? <p role="status">加载中…</p> : null}
      {balances?.length === 0 ? <p className={muted}>暂无已发布的余额</p> : null}
      {balances?.length ? (
        <div className={cards}>
          {balances.map((row) => (
            <BalanceCard key={row.id} row={row} onDone={() => void load()} />
          ))}
        </div>
      ) : null}
      <h3 className={sub}>待确认的对账单</h3>
      {statements?.length === 0 ? <p className={muted}>没有待确认的对账单</p> : null}
      {statements?.length ? (
        <div className={cards}>
          {statements.map((row) => (
            <StatementCard key={row.id} row={row} onDone={() => void load()} />
          ))}
        </div>
      ) : null}
    </section>
  )
}

defineElement('scm-supply-balance', SupplyBalance, {
  description: '供应商往来余额：供应商在自己的网站上查看与各公司的已发布余额（期初、对账、付款、期末）并确认或提出异议，查看待确认的对账单并全部确认',
  attributes: {},
  events: { 'scm-change': '确认或提出异议后触发，detail 为 {entity, action, id}' },
  embeddable: true,
})
