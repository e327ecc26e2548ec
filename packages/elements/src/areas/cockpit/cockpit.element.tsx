import { Fragment, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { COCKPIT_PATHS, FIGURE_GROUP_TITLES, figureById, isPeriodKind, type CockpitAnswer, type CockpitFigure, type FigureDef, type FigureGroup, type PeriodKind } from '@scm/core/cockpit'
import { useLoad } from '../../list/use-load'
import { defineElement } from '../../runtime'
import { muted, screen, subheading } from '../../ui/layout'
import { FigureCard, type RecordsTarget } from './figure-card'
import { CockpitHead } from './cockpit-head'
import { figureGrid } from './figure-parts'
import { FigureRecords } from './figure-records'

// <scm-cockpit role=…>: the figures a role is judged by (issue 40), on its home page — each with
// its target and status, the 12-period trend and the breakdown rows; a click on any number lists
// the records behind it. Figures, formulas and targets are core's (@scm/core/cockpit), computed by
// the server (GET /api/Cockpit/GetFigures): the element only draws them.

export interface CockpitProps {
  role?: string
  period?: string
  at?: string
  refresh?: number
}

const titleRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 12px', minW: '0' })

interface Shown {
  def: FigureDef
  figure: CockpitFigure
}

/** The answer's figures with their definitions, in groups (采购 and 对账 on a buyer's cockpit). */
function groupsOf(answer: CockpitAnswer): { group: FigureGroup; figures: Shown[] }[] {
  const groups: { group: FigureGroup; figures: Shown[] }[] = []
  for (const figure of answer.figures) {
    const def = figureById(figure.id)
    if (!def) continue
    const last = groups.at(-1)
    if (last?.group === def.group) last.figures.push({ def, figure })
    else groups.push({ group: def.group, figures: [{ def, figure }] })
  }
  return groups
}

function Cockpit({ role = '', period: asked = 'month', at = '', refresh = 0 }: CockpitProps) {
  const [period, setPeriod] = useState<PeriodKind>(isPeriodKind(asked) ? asked : 'month')
  useEffect(() => {
    if (isPeriodKind(asked)) setPeriod(asked)
  }, [asked])
  const loaded = useLoad(
    (api) => api.get<CockpitAnswer>(COCKPIT_PATHS.figures, { query: { ...(role ? { role } : {}), period, ...(at ? { at } : {}) }, timestamp: true }),
    `${role}|${period}|${at}|${refresh}`,
  )
  const [records, setRecords] = useState<RecordsTarget | null>(null)
  const answer = loaded.data
  const groups = answer ? groupsOf(answer) : []
  const byId = new Map(groups.flatMap((g) => g.figures).map((shown) => [shown.def.id, shown]))
  return (
    <section className={screen} aria-label={answer?.title || '驾驶舱'} aria-busy={loaded.loading}>
      <CockpitHead answer={answer} title="驾驶舱" titleClass={titleRow} period={period} onPeriod={setPeriod} loaded={loaded} failed="指标加载失败" />
      {answer && !answer.figures.length ? <p className={muted}>{answer.role ? '暂无可查看的指标' : '您的角色没有驾驶舱'}</p> : null}
      {groups.map(({ group, figures }) => (
        <Fragment key={group}>
          {groups.length > 1 ? <h3 className={subheading}>{FIGURE_GROUP_TITLES[group]}</h3> : null}
          <div className={figureGrid}>
            {figures.map(({ def, figure }) => (
              <FigureCard key={def.id} def={def} figure={figure} pair={def.pairWith ? byId.get(def.pairWith) : undefined} onOpen={setRecords} />
            ))}
          </div>
        </Fragment>
      ))}
      {answer && records ? <FigureRecords target={records} period={answer.period} onClose={() => setRecords(null)} /> : null}
    </section>
  )
}

defineElement('scm-cockpit', Cockpit, {
  description: '角色驾驶舱：质量、采购、服务、设备维护与对账的考核指标（目标、达标状态、12期趋势、按供应商/车间/设备/网点分组），点击数字列出构成该数字的记录',
  attributes: {
    role: { type: 'string', description: '驾驶舱角色（quality、buyer、service、workshop、technician），默认取当前用户的角色' },
    period: { type: 'string', description: '统计期间：month（月度）、quarter（季度）或 last12（近12个月）', default: 'month' },
    at: { type: 'string', description: '期间（如 2026-12、2026-Q4），默认当前期间' },
    refresh: { type: 'number', description: '改变该值即重新读取指标（宿主页面再次显示时）', default: 0 },
  },
})
