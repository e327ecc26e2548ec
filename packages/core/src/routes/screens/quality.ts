import type { ScreenEntry } from '../types'

// Quality base-data screens built from resource definitions (issue 3).
export const qualityScreens: ScreenEntry[] = [
  { path: '/QulManage/productType', tag: 'scm-product-type' },
  { path: '/QulManage/problemType', tag: 'scm-problem-type' },
  { path: '/QulManage/commonProblem', tag: 'scm-common-problem' },
  { path: '/MyQAS/CheckType', tag: 'scm-check-type' },
  { path: '/QulManage/standard/standard_type', tag: 'scm-standard-type' },
  { path: '/QulManage/check_infor_type', tag: 'scm-check-infor-type' },
  { path: '/QulManage/check_defect', tag: 'scm-defect-code' },
  { path: '/QulManage/check_fault', tag: 'scm-fault-code' },
  { path: '/QulManage/claimDem', tag: 'scm-claim-dem' },
  { path: '/QulManage/accQuery', tag: 'scm-quality-ledger' },
  // 检验标准: one document; the 检验基准管理 add/detail pages call the same API (granted by MyQAS_CheckStandard)
  { path: '/MyQAS/CheckStandard', tag: 'scm-check-standard' },
  { path: '/QulManage/standard/standard_add', tag: 'scm-standard-add', calls: ['POST /api/QulStandard/Save'] },
  { path: '/QulManage/standard/detail', tag: 'scm-standard-detail', calls: ['POST /api/QulStandard/GetList'] },
  // 来料检验单 and 判定处理单: the entry and result screens work on the inspection document's calls
  { path: '/QulManage/check_infor_add', tag: 'scm-check-infor-add', calls: ['POST /api/QulInspection/GetTasks', 'POST /api/QulInspection/GetList'] },
  { path: '/QulManage/result', tag: 'scm-inspection-result', calls: ['POST /api/QulInspection/GetList'] },
  { path: '/QulManage/check_infor_query', tag: 'scm-check-infor-query' },
  { path: '/QulManage/qualityHandle', tag: 'scm-quality-handle' },
  { path: '/QulManage/qulQueryDtl', tag: 'scm-qul-query-dtl', calls: ['GET /api/QulHandling/GetDetail'] },
]
