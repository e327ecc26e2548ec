import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { COCKPIT_PATHS, figureById, figureText, isPeriodKind, type CockpitAnswer, type CockpitFigure, type FigureDef, type PeriodKind } from '@scm/core/cockpit'
import { useLoad } from '../../list/use-load'
import { defineElement } from '../../runtime'
import { muted, screen } from '../../ui/layout'
import { CockpitHead } from './cockpit-head'
import { cardHead, FigureStatusTag, figureCard, figureGrid, figureName, figureValue } from './figure-parts'
import { isNow, targetText } from './figure-view'
import { OpenClaims, StatementsToConfirm } from './scorecard-lists'
import { Sparkline } from './sparkline'

// <scm-supplier-scorecard>: the signed-in supplier's own scorecard (issue 40 item 3) — his on-time
// delivery, PPM against his quality agreement's target, lot acceptance, overdue deliveries, open
// claims with their 8D due dates and statements to confirm — on his portal home page and on his
// own extranet (single-file IIFE). Only his figures: the server puts his supplyid in every query
// and answers no breakdown beyond his own row, and the scorecard draws none (no ranking of
// others). The trend is an inline SVG line: no chart library in the single file.

export interface SupplierScorecardProps {
  period?: string
  refresh?: number
}

const line = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4px 10px', fontSize: '12px' })

function Tile({ def, figure }: { def: FigureDef; figure: CockpitFigure }) {
  const text = figureText(def, figure.value)
  const target = targetText(def, figure.target)
  return (
    <article className={figureCard} aria-label={def.name} data-figure={def.id} data-status={figure.status ?? undefined}>
      <div className={cardHead}>
        <h3 className={figureName} title={def.formula}>
          {def.name}
        </h3>
        <FigureStatusTag status={figure.status} />
      </div>
      <div className={line}>
        <span className={figureValue} data-status={figure.status ?? undefined} data-value="">
          {text}
        </span>
        {figure.trend.length ? (
          <Sparkline values={figure.trend.map((p) => p.value)} target={figure.target} failing={figure.status === 'danger'} label={`${def.name}近${figure.trend.length}期趋势`} />
        ) : null}
      </div>
      <div className={line}>
        {target ? <span className={muted}>{target}</span> : null}
        {isNow(def) ? <span className={muted}>当前实时</span> : null}
      </div>
    </article>
  )
}

function SupplierScorecard({ period: asked = 'last12', refresh = 0 }: SupplierScorecardProps) {
  const [period, setPeriod] = useState<PeriodKind>(isPeriodKind(asked) ? asked : 'last12')
  useEffect(() => {
    if (isPeriodKind(asked)) setPeriod(asked)
  }, [asked])
  const loaded = useLoad(
    (api) => api.get<CockpitAnswer>(COCKPIT_PATHS.figures, { query: { role: 'supplier', period }, timestamp: true }),
    `${period}|${refresh}`,
  )
  const answer = loaded.data
  const shown = (answer?.figures ?? []).flatMap((figure) => {
    const def = figureById(figure.id)
    return def ? [{ def, figure }] : []
  })
  return (
    <section className={screen} aria-label="供应商记分卡" aria-busy={loaded.loading}>
      <CockpitHead answer={answer} title="供应商记分卡" period={period} onPeriod={setPeriod} loaded={loaded} failed="记分卡加载失败" />
      {answer && !shown.length ? <p className={muted}>暂无可查看的指标</p> : null}
      {shown.length ? (
        <div className={figureGrid}>
          {shown.map(({ def, figure }) => (
            <Tile key={def.id} def={def} figure={figure} />
          ))}
        </div>
      ) : null}
      {answer ? (
        <>
          <OpenClaims today={answer.at.slice(0, 10)} refresh={refresh} />
          <StatementsToConfirm refresh={refresh} />
        </>
      ) : null}
    </section>
  )
}

defineElement('scm-supplier-scorecard', SupplierScorecard, {
  description: '供应商记分卡：供应商查看自己的准时交货率（首次承诺与当前承诺）、PPM 与质量协议目标、来料批次合格率、逾期未到货批次、未关闭索赔及其8D期限、待确认对账单（仅本供应商的数据，不含其他供应商及排名）',
  attributes: {
    period: { type: 'string', description: '统计期间：month（月度）、quarter（季度）或 last12（近12个月）', default: 'last12' },
    refresh: { type: 'number', description: '改变该值即重新读取（宿主页面再次显示时）', default: 0 },
  },
  embeddable: true,
})
