// The cockpit's vocabulary: what a figure is (its definition, written once here) and what the
// server answers about it (GET /api/Cockpit/GetFigures, GetFigureRecords).

/** The business group a figure belongs to (issue 40 item 1). */
export type FigureGroup = 'quality' | 'purchasing' | 'service' | 'maintenance' | 'reconciliation'

export const FIGURE_GROUP_TITLES: Record<FigureGroup, string> = {
  quality: '质量',
  purchasing: '采购',
  service: '售后服务',
  maintenance: '设备维护',
  reconciliation: '对账',
}

export type FigureUnit = 'ppm' | '%' | '小时' | '天' | '分' | '个' | '元'

/** Which way is good; `neutral` figures are told, not judged (no target, no colour). */
export type FigureDirection = 'higher' | 'lower' | 'neutral'

/** What a figure breaks down by. */
export type FigureDimension = 'supplier' | 'workshop' | 'machine' | 'outlet' | 'stage' | 'faultCode'

export const DIMENSION_TITLES: Record<FigureDimension, string> = {
  supplier: '供应商',
  workshop: '车间',
  machine: '设备',
  outlet: '服务网点',
  stage: '8D阶段',
  faultCode: '故障代码',
}

/**
 * How the value is made of its records:
 * - `ratio`: Σ numerator ÷ Σ denominator × scale (a rate, PPM, an average, MTBF);
 * - `count`: the number of numerator records; `sum`: Σ of the numerator's column;
 * - `median`: the median of the denominator records' `medianOf` column.
 */
export type FigureMeasure = 'ratio' | 'count' | 'sum' | 'median'

/** `period`: over the period asked for (with a 12-period trend); `now`: the state at this moment. */
export type FigureTiming = 'period' | 'now'

export type RecordColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime'

/** A column of a figure's records list (the row key the server answers, its Chinese label). */
export interface RecordColumn {
  key: string
  label: string
  kind: RecordColumnKind
}

/**
 * The numerator or denominator of a figure: its label and, when it is a quantity, the records'
 * column whose sum it is (else it is the number of records).
 */
export interface FigurePart {
  label: string
  sum?: string
  /** The records behind this part, as a list shows them (`id` is always there besides). */
  columns: readonly RecordColumn[]
}

export interface FigureDef {
  id: string
  group: FigureGroup
  /** Chinese name on the card */
  name: string
  /** The formula, shown as the card's tooltip */
  formula: string
  unit: FigureUnit
  /** Decimals the value is shown with (and rounded to by the server) */
  decimals: number
  better: FigureDirection
  /** The default target (a system parameter `cockpit_target_<id>` overrides it); null: none */
  target: number | null
  /** PPM: each supplier's target is his technical quality agreement's, in force at the period's end */
  targetFrom?: 'agreement'
  /** The tone of a failed target: `danger` (overdue, failing) or `warn` (about to fail) */
  failTone: 'warn' | 'danger'
  timing: FigureTiming
  measure: FigureMeasure
  /** ratio only: the multiplier (100 for %, 10⁶ for PPM) */
  scale?: number
  /** median only: the denominator records' column the median is of */
  medianOf?: string
  /** What it breaks down by, in order (the first is the main breakdown); [] = none */
  dims: readonly FigureDimension[]
  /** Only the top N breakdown rows (top five fault codes) */
  breakdownLimit?: number
  /** Roles whose cockpit shows it (admin may open any cockpit) */
  roles: readonly string[]
  /** Menu functions whose records it counts: a caller holding none of them does not get it */
  fns: readonly string[]
  numerator?: FigurePart
  denominator?: FigurePart
  /** The figure shown beside it (OTD against the first and the current promise) */
  pairWith?: string
  /** The screen that lists these records (for a link beside the records) */
  screen?: string
}

/** ok: target met; warn: missed within a tenth of it (or a warning figure); danger: missed. */
export type FigureStatus = 'ok' | 'warn' | 'danger'

/** One row of a breakdown: a supplier, workshop, machine, outlet, 8D stage or fault code. */
export interface FigureBreakdownRow {
  key: string
  name: string
  value: number | null
  numerator: number | null
  denominator: number | null
  target: number | null
  status: FigureStatus | null
  /** open claims by stage: the oldest and the average age in days */
  maxAge?: number | null
  avgAge?: number | null
}

export interface FigureTrendPoint {
  /** the period's key as GetFigures takes it (`at`): 2026-12, 2026-Q4 */
  at: string
  label: string
  value: number | null
}

/** A period as the server resolved it. */
export interface CockpitPeriod {
  kind: PeriodKind
  at: string
  /** first day, last day (YYYY-MM-DD) */
  from: string
  to: string
  label: string
}

export type PeriodKind = 'month' | 'quarter' | 'last12'

/** One figure as GetFigures answers it. */
export interface CockpitFigure {
  id: string
  value: number | null
  numerator: number | null
  denominator: number | null
  target: number | null
  status: FigureStatus | null
  /** rows per dimension of the definition's `dims` (a supplier gets his own rows only) */
  breakdowns: Partial<Record<FigureDimension, FigureBreakdownRow[]>>
  /** 12 periods ending with the one asked for; [] for a figure of the present moment */
  trend: FigureTrendPoint[]
}

/** GET /api/Cockpit/GetFigures → Data */
export interface CockpitAnswer {
  role: string
  title: string
  period: CockpitPeriod
  /** when the figures were computed (YYYY-MM-DD HH:mm:ss, the server's clock) */
  at: string
  figures: CockpitFigure[]
}

/** GET /api/Cockpit/GetFigureRecords → Data */
export interface FigureRecordsPage {
  figure: string
  part: 'numerator' | 'denominator'
  columns: readonly RecordColumn[]
  rows: Record<string, string | number | null>[]
  /** every matching record, not only the page */
  total: number
  /** Σ of the part's `sum` column over every matching record (null when the part is a count) */
  sum: number | null
  page: number
}
