import type { ScreenEntry } from '../../routes/types'

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
  // 检验类别: the inspection categories of /MyQAS/CheckType, asked for under 质量管理 as well
  { path: '/QulManage/check_type', tag: 'scm-check-type', calls: ['POST /api/CheckType/GetList'] },
  // production quality and traceability (issue 22)
  { path: '/QulManage/mm_key_route', tag: 'scm-mm-key-route' },
  { path: '/QulManage/assembly_process_card', tag: 'scm-assembly-process-card' },
  { path: '/QulManage/check_infor_fault_dtl', tag: 'scm-check-infor-fault-dtl' },
  { path: '/QulManage/check_infor_fault_query', tag: 'scm-check-infor-fault-query', calls: ['POST /api/QulProcessFault/GetList'] },
  { path: '/QulManage/trace', tag: 'scm-trace' },
  { path: '/QulManage/parts_traceability', tag: 'scm-parts-traceability' },
  { path: '/QulManage/production_plan_traceability', tag: 'scm-plan-traceability' },
  { path: '/QulManage/traceability_of_key_components', tag: 'scm-key-components-traceability' },
  { path: '/QulManage/technical_quality_agreement', tag: 'scm-technical-quality-agreement' },
  { path: '/qas/checkFault', tag: 'scm-check-infor-fault-dtl', calls: ['POST /api/QulProcessFault/GetList'] },
  { path: '/qas/qaOnsiteCheckitem', tag: 'scm-qa-onsite-checkitem' },
  { path: '/qas/CheckFaultLogs', tag: 'scm-check-fault-logs' },
  { path: '/qas/CheckFaultLogAdd', tag: 'scm-check-fault-logs', calls: ['POST /api/QasCheckLog/Save'] },
  { path: '/qas/QaCardListQuery', tag: 'scm-qa-card-list-query' },
]
