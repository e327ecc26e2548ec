import type { ReactNode } from 'react'
import type { CockpitAnswer, PeriodKind } from '@scm/core/cockpit'
import type { Loaded } from '../../list/use-load'
import { Button } from '../../ui/button'
import { heading, muted } from '../../ui/layout'
import { headBar, PeriodSwitch, stamp } from './figure-parts'

/**
 * The head of a cockpit and of the supplier's scorecard: title, period and data time, the period
 * switch, and the loading / failed states before the first answer.
 */
export function CockpitHead({
  answer,
  title,
  titleClass,
  period,
  onPeriod,
  loaded,
  failed,
}: {
  answer: CockpitAnswer | undefined
  title: string
  titleClass?: string
  period: PeriodKind
  onPeriod: (kind: PeriodKind) => void
  loaded: Pick<Loaded<unknown>, 'loading' | 'reload'>
  /** 指标加载失败, 记分卡加载失败 */
  failed: string
}): ReactNode {
  return (
    <>
      <div className={headBar}>
        <div className={titleClass}>
          <h2 className={heading}>{answer?.title || title}</h2>
          {answer ? (
            <span className={muted}>
              {answer.period.label} · <span className={stamp}>数据时间 {answer.at}</span>
            </span>
          ) : null}
        </div>
        <PeriodSwitch value={period} onChange={onPeriod} />
      </div>
      {!answer && loaded.loading ? <p role="status">加载中…</p> : null}
      {!answer && !loaded.loading ? (
        <p className={muted}>
          {failed}　<Button onClick={loaded.reload}>重试</Button>
        </p>
      ) : null}
    </>
  )
}
