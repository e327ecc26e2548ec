import { col, INSPECTION_COLUMNS, SUPPLIER } from './columns'
import type { FigureDef } from './types'
import type { ClaimStatus } from '../../business/claim-status'

const INSPECTIONS = ['QulManage_check_infor_query']
const CLAIMS = ['QulManage_claimDem']

/** The stages of an open claim, by its status: where its 8D stands. */
export const CLAIM_STAGES = [
  { status: '待确认', stage: '待提交8D' },
  { status: '已答复', stage: '8D待审核' },
  { status: '申诉中', stage: '申诉中' },
] as const satisfies readonly { status: ClaimStatus; stage: string }[]

/**
 * Days a supplier has to answer a published claim with his 8D (the 8D due date of an open claim);
 * a system parameter, as the quality agreements' claim rules set it.
 */
export const CLAIM_8D_DAYS = { key: 'claim_8d_days', value: '30', description: '索赔发布后供应商提交8D报告的期限（天）' } as const

export const qualityFigures: readonly FigureDef[] = [
  {
    id: 'supplierPpm',
    group: 'quality',
    name: '供应商PPM',
    formula: 'PPM = 不合格数量 ÷ 检验数量 × 10⁶（期间内判定的来料检验批；目标为供应商技术质量协议的PPM目标）',
    unit: 'ppm',
    decimals: 0,
    better: 'lower',
    target: null,
    targetFrom: 'agreement',
    failTone: 'danger',
    timing: 'period',
    measure: 'ratio',
    scale: 1_000_000,
    dims: ['supplier'],
    roles: ['quality', 'supplier'],
    fns: INSPECTIONS,
    numerator: { label: '不合格数量', sum: 'rejected_qty', columns: INSPECTION_COLUMNS },
    denominator: { label: '检验数量', sum: 'lot_qty', columns: INSPECTION_COLUMNS },
    screen: '/QulManage/check_infor_query',
  },
  {
    id: 'lotAcceptance',
    group: 'quality',
    name: '来料批次合格率',
    formula: '批次合格率 = 判定合格的检验批 ÷ 期间内判定的检验批 × 100%',
    unit: '%',
    decimals: 1,
    better: 'higher',
    target: null,
    failTone: 'danger',
    timing: 'period',
    measure: 'ratio',
    scale: 100,
    dims: ['supplier'],
    roles: ['quality', 'supplier'],
    fns: INSPECTIONS,
    numerator: { label: '合格批数', columns: INSPECTION_COLUMNS },
    denominator: { label: '检验批数', columns: INSPECTION_COLUMNS },
    screen: '/QulManage/check_infor_query',
  },
  {
    id: 'openClaims',
    group: 'quality',
    name: '未关闭索赔',
    formula: '已发布、8D尚未被接受的索赔单数，按8D阶段（待提交8D、8D待审核、申诉中）；账龄 = 今天 − 发布日，8D期限 = 发布日 + 8D答复天数',
    unit: '个',
    decimals: 0,
    better: 'lower',
    target: null,
    failTone: 'danger',
    timing: 'now',
    measure: 'count',
    dims: ['stage', 'supplier'],
    roles: ['quality', 'supplier'],
    fns: CLAIMS,
    numerator: {
      label: '未关闭索赔',
      columns: [
        col('claim_no', '索赔单号'),
        SUPPLIER,
        col('stage', '8D阶段'),
        col('published_on', '发布日期', 'date'),
        col('age_days', '账龄(天)', 'number'),
        col('due_on', '8D期限', 'date'),
        col('total_amount', '索赔金额', 'money'),
      ],
    },
    screen: '/QulManage/claimDem',
  },
  {
    id: 'claimCloseDays',
    group: 'quality',
    name: '8D关闭周期（中位数）',
    formula: '中位数（8D被接受的时间 − 索赔发布时间），期间内被接受8D的索赔单',
    unit: '天',
    decimals: 1,
    better: 'lower',
    target: null,
    failTone: 'danger',
    timing: 'period',
    measure: 'median',
    medianOf: 'days',
    dims: ['supplier'],
    roles: ['quality'],
    fns: CLAIMS,
    denominator: {
      label: '接受8D的索赔',
      columns: [col('claim_no', '索赔单号'), SUPPLIER, col('published_at', '发布时间', 'datetime'), col('accepted_at', '接受8D时间', 'datetime'), col('days', '用时(天)', 'number')],
    },
    screen: '/QulManage/claimDem',
  },
  {
    id: 'firstPassYield',
    group: 'quality',
    name: '终检一次合格率',
    formula: 'FPY = 一次通过终检的车辆 ÷ 期间内通过终检的车辆 × 100%（下线后发现故障、或终检判不合格后复检通过的车辆不算一次通过）',
    unit: '%',
    decimals: 1,
    better: 'higher',
    target: null,
    failTone: 'danger',
    timing: 'period',
    measure: 'ratio',
    scale: 100,
    dims: [],
    roles: ['quality'],
    fns: ['QulManage_assembly_process_card'],
    numerator: { label: '一次通过车辆', columns: vehicleColumns() },
    denominator: { label: '终检车辆', columns: vehicleColumns() },
    screen: '/QulManage/assembly_process_card',
  },
  {
    id: 'topFaultCodes',
    group: 'quality',
    name: '故障代码前五',
    formula: '期间内发现的生产过程故障数（不含作废），按故障代码排出前五',
    unit: '个',
    decimals: 0,
    better: 'lower',
    target: null,
    failTone: 'danger',
    timing: 'period',
    measure: 'count',
    dims: ['faultCode'],
    breakdownLimit: 5,
    roles: ['quality'],
    fns: ['QulManage_check_infor_fault_query'],
    numerator: {
      label: '故障数',
      columns: [
        col('fault_no', '故障单号'),
        col('vin', '车架号(VIN)'),
        col('fault_code', '故障编码'),
        col('fault_name', '故障名称'),
        col('station_name', '工位'),
        SUPPLIER,
        col('found_at', '发现时间', 'datetime'),
        col('status', '状态'),
      ],
    },
    screen: '/QulManage/check_infor_fault_query',
  },
]

function vehicleColumns() {
  return [
    col('vin', '车架号(VIN)'),
    col('model', '车型'),
    col('offline_at', '下线时间', 'datetime'),
    col('final_at', '终检通过时间', 'datetime'),
    col('faults_after_offline', '下线后故障数', 'number'),
    col('failed_checks', '终检不合格次数', 'number'),
  ]
}
