import {
  COCKPIT_PATHS,
  COCKPITS,
  DIMENSION_TITLES,
  FIGURES,
  figureById,
  figuresOfRole,
  PERIOD_KINDS,
  PERIOD_MESSAGES,
  resolvePeriod,
  type CockpitPeriod,
  type FigureDef,
  type FigureDimension,
} from '@scm/core/cockpit'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import * as clock from '../../clock'
import { parseQuery } from '../../http/body'
import { accepts } from '../../http/call-input'
import type { AppEnv } from '../../http/context'
import { dateTimeText } from '../../http/dates'
import { ok, refuse } from '../../http/envelope'
import { ADMIN_ROLE, can, requireFn, SUPPLIER_OWNED } from '../../http/grants'
import { isStaff } from '../../platform/owner-scope'
import { answerFigures } from './answers'
import { factsBase, figuresMoment } from './compute'
import { figureFacts } from './figure-facts'
import { periodRange } from './range'
import { figureRecords } from './records'

/**
 * The cockpit calls (API.md; shapes in the OpenAPI contract and core's `CockpitAnswer`,
 * `FigureRecordsPage`). Declared with every function a figure reads: a caller holding none of them
 * has no figure to see (403); the handler then keeps the figures whose functions he holds, of the
 * cockpit of his role. A supplier's figures are his own (his supplyid in every statement).
 */
export const cockpitRoutes = new Hono<AppEnv>()

const FIGURE_FNS = [...new Set(FIGURES.flatMap((f) => f.fns))]
const DIMENSIONS = Object.keys(DIMENSION_TITLES) as [FigureDimension, ...FigureDimension[]]

const periodShape = {
  period: z.enum(PERIOD_KINDS.map((k) => k.value) as ['month', 'quarter', 'last12'], { error: PERIOD_MESSAGES.kind }).default('month'),
  at: z.string().trim().max(7, PERIOD_MESSAGES.month).optional(),
}

export const figuresQuery = z.object({
  role: z.string().trim().max(20, '驾驶舱角色不正确').optional(),
  figure: z.string().trim().max(40, '指标不存在').optional(),
  ...periodShape,
})

export const recordsQuery = z.object({
  figure: z.string({ error: '请选择指标' }).trim().min(1, '请选择指标').max(40, '指标不存在'),
  part: z.enum(['numerator', 'denominator'], { error: '明细只能是 numerator（分子）或 denominator（分母）' }).optional(),
  by: z.enum(DIMENSIONS, { error: '分组维度不正确' }).optional(),
  dim: z.string().max(50, '分组值不正确').optional(),
  page: z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(1_000_000, '页码不正确').default(1),
  rows: z.coerce.number({ error: '每页条数不正确' }).int('每页条数不正确').min(1, '每页条数不正确').max(500, '每页最多500条').default(20),
  ...periodShape,
})

const rolesOf = (c: Context<AppEnv>): string[] => {
  const user = c.get('user')
  return user.supplyid != null ? ['supplier'] : isStaff(user) ? user.roles : []
}

/** The cockpit asked for, among the caller's own (an administrator: any); '' when his roles have none. */
function cockpitOf(c: Context<AppEnv>, asked: string | undefined): string {
  const roles = rolesOf(c)
  if (!roles.length) refuse('无权限', 403)
  const admin = roles.includes(ADMIN_ROLE)
  if (!asked) return roles.find((r) => r in COCKPITS) ?? (admin ? 'quality' : '')
  if (!(asked in COCKPITS)) refuse('驾驶舱角色不正确')
  if (!roles.includes(asked) && !(admin && asked !== 'supplier')) refuse('无权查看该驾驶舱', 403)
  return asked
}

/** A figure the caller may read: of one of his roles (an administrator: every staff figure) and of a function he holds. */
async function visibleFigure(c: Context<AppEnv>, id: string): Promise<FigureDef> {
  const def = figureById(id)
  if (!def) refuse('指标不存在')
  const roles = rolesOf(c)
  const byRole = def.roles.some((r) => roles.includes(r)) || (roles.includes(ADMIN_ROLE) && def.roles.some((r) => r !== 'supplier'))
  if (!byRole || !(await can(c, def.fns))) refuse('无权查看该指标', 403)
  return def
}

function periodOf(kind: string, at: string | undefined): CockpitPeriod {
  const period = resolvePeriod(kind, at || undefined, clock.today())
  if ('error' in period) refuse(period.error)
  return period
}

/** GET /api/Cockpit/GetFigures?role&period&at&figure → CockpitAnswer */
cockpitRoutes.get(COCKPIT_PATHS.figures, requireFn(FIGURE_FNS, SUPPLIER_OWNED), accepts({ query: figuresQuery }), async (c) => {
  const q = parseQuery(c, figuresQuery)
  const role = cockpitOf(c, q.role)
  const period = periodOf(q.period, q.at)
  let defs = role ? figuresOfRole(role) : []
  if (q.figure) defs = [await visibleFigure(c, q.figure)]
  const held = await Promise.all(defs.map((def) => can(c, def.fns)))
  const at = figuresMoment()
  const figures = await answerFigures(c.get('db'), defs.filter((_, i) => held[i]), period, c.get('user'), at)
  return ok(c, { role, title: COCKPITS[role] ?? '', period, at: dateTimeText(at), figures })
})

/** GET /api/Cockpit/GetFigureRecords?figure&part&by&dim&period&at&page&rows → FigureRecordsPage */
cockpitRoutes.get(COCKPIT_PATHS.records, requireFn(FIGURE_FNS, SUPPLIER_OWNED), accepts({ query: recordsQuery }), async (c) => {
  const q = parseQuery(c, recordsQuery)
  const def = await visibleFigure(c, q.figure)
  const part = q.part ?? (def.numerator ? 'numerator' : 'denominator')
  if (!def[part]) refuse(part === 'numerator' ? '该指标没有分子' : '该指标没有分母')
  const by = q.by ?? (q.dim !== undefined ? def.dims[0] : undefined)
  if (q.dim !== undefined && !by) refuse('该指标没有分组')
  if (by && !def.dims.includes(by)) refuse('该指标不按此维度分组')
  const period = periodOf(q.period, q.at)
  const base = await factsBase(c.get('db'), c.get('user'), figuresMoment())
  return ok(c, await figureRecords(c.get('db'), def, figureFacts(def.id), { ...base, range: periodRange(period) }, { part, by, dim: q.dim, page: q.page, rows: q.rows }))
})
