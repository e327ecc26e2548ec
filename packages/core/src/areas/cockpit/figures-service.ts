import { col, OUTLET, WORKBILL_COLUMNS } from './columns'
import type { FigureDef } from './types'

const WORKBILLS = ['crm_workbill_se_workbill']
const SCREEN = '/crm/workbill/se_workbill'

/** A repair that comes back within this many days on the same vehicle and category was not fixed the first time. */
export const FIRST_FIX_DAYS = 30

/** A period figure over the work orders completed in the period, broken down by outlet. */
const completed = (def: Omit<FigureDef, 'group' | 'timing' | 'dims' | 'roles' | 'fns' | 'failTone' | 'screen'>): FigureDef => ({
  ...def,
  group: 'service',
  timing: 'period',
  failTone: 'danger',
  dims: ['outlet'],
  roles: ['service'],
  fns: WORKBILLS,
  screen: SCREEN,
})

export const serviceFigures: readonly FigureDef[] = [
  completed({
    id: 'slaAttainment',
    name: 'SLA达成率',
    formula: 'SLA达成率 = 在完工期限前完工的工单 ÷ 期间内完工的工单 × 100%（期限按工作时间计算，等待客户的时间顺延期限）',
    unit: '%',
    decimals: 1,
    better: 'higher',
    target: null,
    measure: 'ratio',
    scale: 100,
    numerator: { label: '期限内完工', columns: [...WORKBILL_COLUMNS, col('paused_hours', '暂停工时(小时)', 'number')] },
    denominator: { label: '完工工单', columns: [...WORKBILL_COLUMNS, col('paused_hours', '暂停工时(小时)', 'number')] },
  }),
  {
    id: 'slaAtRisk',
    group: 'service',
    name: '即将超期工单',
    formula: '未完工、距完工期限不足预警工作时间（系统参数，默认4个工作小时）的工单数（等待客户的工单暂停计时，不计）',
    unit: '个',
    decimals: 0,
    better: 'lower',
    target: 0,
    failTone: 'warn',
    timing: 'now',
    measure: 'count',
    dims: ['outlet'],
    roles: ['service'],
    fns: WORKBILLS,
    numerator: {
      label: '即将超期',
      columns: [
        col('bill_no', '工单号'),
        OUTLET,
        col('vin', '车架号(VIN)'),
        col('status', '状态'),
        col('priority', '优先级'),
        col('complete_due', '完工期限', 'datetime'),
        col('business_hours_left', '剩余工作小时', 'number'),
      ],
    },
    screen: SCREEN,
  },
  completed({
    id: 'firstTimeFix',
    name: '一次修复率',
    formula: `一次修复率 = 完工后${FIRST_FIX_DAYS}天内同一车辆（VIN）同一维修类别没有新报修的工单 ÷ 期间内完工的工单 × 100%`,
    unit: '%',
    decimals: 1,
    better: 'higher',
    target: null,
    measure: 'ratio',
    scale: 100,
    numerator: { label: '一次修复', columns: [...WORKBILL_COLUMNS, col('repeat_bill_no', '返修工单')] },
    denominator: { label: '完工工单', columns: [...WORKBILL_COLUMNS, col('repeat_bill_no', '返修工单')] },
  }),
  completed({
    id: 'satisfaction',
    name: '平均满意度',
    formula: '平均满意度 = 回访满意度之和 ÷ 已回访的工单数（期间内完工的工单，1–5分）',
    unit: '分',
    decimals: 2,
    better: 'higher',
    target: null,
    measure: 'ratio',
    scale: 1,
    numerator: { label: '满意度合计', sum: 'satisfaction', columns: [...WORKBILL_COLUMNS, col('satisfaction', '满意度', 'number')] },
    denominator: { label: '已回访工单', columns: [...WORKBILL_COLUMNS, col('satisfaction', '满意度', 'number')] },
  }),
]
