import type { ReactNode } from 'react'
import { input } from 'styled-system/recipes'
import { Button } from '../../ui/button'
import { buttonRow, filterBar, filterItem, nativeSelect } from '../../ui/layout'

// The condition bar of the quality area's statistics (故障统计, 质量统计): how to group, a period
// of days or of months, and 统计 taking the period drafted. Extra buttons (导出) follow 统计.

export interface Period {
  from: string
  to: string
}

export interface StatConditionsProps<G extends string> {
  groups: readonly { value: G; label: string }[]
  group: G
  onGroup: (group: G) => void
  /** days (开始日期) or months (开始月份) */
  unit: 'date' | 'month'
  draft: Period
  onDraft: (draft: Period) => void
  onRun: () => void
  children?: ReactNode
}

const UNIT_LABEL = { date: '日期', month: '月份' } as const

export function StatConditions<G extends string>({ groups, group, onGroup, unit, draft, onDraft, onRun, children }: StatConditionsProps<G>) {
  const from = `开始${UNIT_LABEL[unit]}`
  const to = `结束${UNIT_LABEL[unit]}`
  return (
    <div className={filterBar} role="search" aria-label="统计条件">
      <label className={filterItem}>
        <span>统计方式</span>
        <select className={nativeSelect} aria-label="统计方式" value={group} onChange={(e) => onGroup(e.currentTarget.value as G)}>
          {groups.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className={filterItem}>
        <span>{from}</span>
        <input className={input({ size: 'mini' })} type={unit} aria-label={from} value={draft.from} onChange={(e) => onDraft({ ...draft, from: e.currentTarget.value })} />
      </label>
      <label className={filterItem}>
        <span>{to}</span>
        <input className={input({ size: 'mini' })} type={unit} aria-label={to} value={draft.to} onChange={(e) => onDraft({ ...draft, to: e.currentTarget.value })} />
      </label>
      <div className={buttonRow}>
        <Button variant="primary" onClick={onRun}>
          统计
        </Button>
        {children}
      </div>
    </div>
  )
}
