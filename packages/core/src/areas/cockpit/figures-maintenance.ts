import { col, MACHINE, MACHINE_HOURS_COLUMNS, REPAIR_COLUMNS } from './columns'
import type { FigureDef } from './types'

const LOGS = ['equip_equipMainLog']
const ROLES = ['workshop', 'technician']

/** A period figure over machines and their repairs, by workshop and by machine. */
const machines = (def: Omit<FigureDef, 'group' | 'timing' | 'dims' | 'roles' | 'fns' | 'failTone' | 'measure' | 'decimals'>): FigureDef => ({
  ...def,
  group: 'maintenance',
  timing: 'period',
  measure: 'ratio',
  decimals: 1,
  failTone: 'danger',
  dims: ['workshop', 'machine'],
  roles: ROLES,
  fns: LOGS,
})

const DUE_COLUMNS = [...MACHINE, col('item_name', '保养项目'), col('due_date', '应保养日期', 'date'), col('done_at', '完成时间', 'datetime'), col('log_no', '保养记录')]

export const maintenanceFigures: readonly FigureDef[] = [
  machines({
    id: 'mtbf',
    name: '平均故障间隔（MTBF）',
    formula: 'MTBF = 期间内运行小时 ÷ 期间内报修的故障维修次数（运行小时 = 运行小时读数在期间内的增量）',
    unit: '小时',
    better: 'higher',
    target: null,
    scale: 1,
    numerator: { label: '运行小时', sum: 'operating_hours', columns: MACHINE_HOURS_COLUMNS },
    denominator: { label: '故障次数', columns: REPAIR_COLUMNS },
    screen: '/equip/equipMainLog',
  }),
  machines({
    id: 'mttr',
    name: '平均修复时间（MTTR）',
    formula: 'MTTR = 故障维修用时之和 ÷ 期间内完工的故障维修次数（用时 = 完工时间 − 报修时间）',
    unit: '小时',
    better: 'lower',
    target: null,
    scale: 1,
    numerator: { label: '维修用时', sum: 'repair_hours', columns: [...REPAIR_COLUMNS, col('repair_hours', '用时(小时)', 'number')] },
    denominator: { label: '完工维修', columns: [...REPAIR_COLUMNS, col('repair_hours', '用时(小时)', 'number')] },
    screen: '/equip/equipMainLog',
  }),
  machines({
    id: 'availability',
    name: '设备可用率',
    formula: '可用率 = 运行小时 ÷（运行小时 + 故障停机小时）× 100%（停机 = 故障维修从报修到完工落在期间内的时长）',
    unit: '%',
    better: 'higher',
    target: null,
    scale: 100,
    numerator: { label: '运行小时', sum: 'operating_hours', columns: [...MACHINE_HOURS_COLUMNS, col('down_hours', '停机小时', 'number'), col('total_hours', '运行与停机小时', 'number')] },
    denominator: { label: '运行与停机小时', sum: 'total_hours', columns: [...MACHINE_HOURS_COLUMNS, col('down_hours', '停机小时', 'number'), col('total_hours', '运行与停机小时', 'number')] },
    screen: '/equip/equipAccount',
  }),
  machines({
    id: 'pmCompliance',
    name: '保养计划完成率',
    formula: '完成率 = 在应保养日期当天或之前完成的保养 ÷ 应保养日期在期间内、已到期或已完成的保养 × 100%（按日期周期的保养计划）',
    unit: '%',
    better: 'higher',
    target: null,
    scale: 100,
    numerator: { label: '按期完成', columns: DUE_COLUMNS },
    denominator: { label: '应保养', columns: DUE_COLUMNS },
    screen: '/equip/equipMainLog',
  }),
  {
    id: 'overduePlans',
    group: 'maintenance',
    name: '逾期保养计划',
    formula: '运行中设备的保养计划中，已过应保养日期（或运行小时已超过应保养读数）仍未保养的计划数',
    unit: '个',
    decimals: 0,
    better: 'lower',
    target: 0,
    failTone: 'danger',
    timing: 'now',
    measure: 'count',
    dims: ['workshop', 'machine'],
    roles: ROLES,
    fns: ['equip_equipMainItemWran'],
    numerator: {
      label: '逾期计划',
      columns: [...MACHINE, col('item_name', '保养项目'), col('next_due_date', '应保养日期', 'date'), col('overdue_days', '逾期天数', 'number')],
    },
    screen: '/equip/equipMainItemWran',
  },
]
