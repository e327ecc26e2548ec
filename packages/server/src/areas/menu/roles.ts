import type { Button } from '../../http/grants'


const STAFF_BUTTONS: Button[] = ['add', 'edit', 'delete', 'export', 'audit']
const PARTNER_BUTTONS: Button[] = ['add', 'edit', 'export']

/**
 * Any staff member may be a step's approver (a price review, a claim, a work instruction): he opens
 * 审批流程 for 我的审批 and reads the flows, never changes them (read only for every role).
 */
const APPROVALS = 'sysmanage_wf'
export const READ_ONLY_FOR_ALL: readonly string[] = [APPROVALS]

/** What every staff member uses besides their own area. */
const STAFF_COMMON = ['mail', 'bulletin1', 'MySelf1_downLoads', 'MySelf1_personal', 'fileSystem_fileManage', APPROVALS]
const PARTNER_COMMON = ['mail', 'bulletin1_index', 'bulletin1_detail', 'MySelf1_downLoads', 'MySelf1_personal']

/**
 * Function ids granted per role; an id covers its descendants in the route tree (`order` = every
 * order screen, `crm_workbill` = the work-order screens).
 */
export const ROLE_FUNCTIONS: Record<string, { functions: string[]; buttons: Button[]; /** granted without buttons: read only */ readOnly?: string[] }> = {
  buyer: {
    buttons: STAFF_BUTTONS,
    functions: [
      ...STAFF_COMMON,
      ...['publish', 'publishv2', 'query', 'queryv2', 'querysummary', 'querysummaryv2', 'email', 'sendRecord', 'sendRecordv2', 'supplySendRecord'].map((s) => `order_${s}`),
      'partsManage_PriceReview',
      'contract',
      ...['MyAccount_query', 'SCM_CheckAcc', 'SCM_CheckAcc_Fdj', 'UnitBalancePublish', 'SCM_SupplyAcc', 'PchangAcc', 'salecheckItem', 'salechecklist'].map((s) => `MyAccount_${s}`),
      'package',
      'PcRcv_PcRcvList',
      'PcRcv_intotal',
      'OrderAudit',
      'todo',
    ],
  },
  warehouse: {
    buttons: STAFF_BUTTONS,
    functions: [...STAFF_COMMON, 'PcRcv', 'order_query', 'order_queryv2', 'order_supplySendRecord', 'package', 'MyAccount_MyStMreck_query'],
    // packaging: he reads the specifications receiving checks against; buyers approve them
    readOnly: ['package', 'package_list', 'package_query', 'package_detail'],
  },
  quality: {
    buttons: STAFF_BUTTONS,
    functions: [...STAFF_COMMON, 'QulManage', 'qas', 'MyQAS', 'prcsdocument', 'equip', 'PcRcv_PcRcvList', 'PcRcv_QueryProOfImgs', 'OrderAudit', 'todo', 'fileSystem'],
  },
  service: {
    buttons: STAFF_BUTTONS,
    functions: [...STAFF_COMMON, 'crm', 'materialManage', 'partsManage'],
  },
  // an outlet's engineer: the work orders dispatched to his outlet (rows limited on the server)
  engineer: {
    buttons: ['edit', 'export'],
    functions: [...STAFF_COMMON, 'crm_workbill_se_workbill', 'crm_workbill_se_workbill_detail'],
  },
  // a workshop's maintenance technician and its supervisor: their own workshop's machines (rows limited on the server)
  technician: {
    buttons: ['add', 'edit', 'export'],
    functions: [...STAFF_COMMON, 'equip'],
    readOnly: ['equip_equipType', 'equip_equipMainItem', 'equip_equipOsipItem'],
  },
  workshop: {
    buttons: ['add', 'edit', 'export', 'audit'],
    functions: [...STAFF_COMMON, 'equip'],
    readOnly: ['equip_equipType'],
  },
  // a process engineer: work instructions (upload, revise, publish; the audit is the approval flow's), routes and material files
  process: {
    buttons: STAFF_BUTTONS,
    // the process routes are the key routes of production quality: he keeps them there
    functions: [...STAFF_COMMON, 'prcsdocument', 'QulManage_mm_key_route', 'todo'],
  },
  // a station's operator: the instructions in force (material file view) and confirming he read a new version
  operator: {
    buttons: [],
    functions: [...STAFF_COMMON, 'prcsdocument_prcsdocrouteview'],
  },
  // a reviewing department's member (技术部, 生产部): orders to review, picture items, changes and his department's to-do
  reviewer: {
    buttons: ['add', 'edit', 'export', 'audit'],
    functions: [...STAFF_COMMON, 'OrderAudit', 'todo'],
  },
  supplier: {
    buttons: PARTNER_BUTTONS,
    functions: [
      ...PARTNER_COMMON,
      ...['receive', 'receivev2', 'supplyConfirm', 'supplySendRecord', 'myquery', 'myqueryv2', 'myquerysummary', 'myquerysummaryv2'].map((s) => `order_${s}`),
      ...['MyAccount_query', 'SCM_CheckAcc', 'SCM_CheckAcc_Fdj', 'Account_confirm_kc', 'MyStMreck_query', 'MyPcRcv_query', 'MyStOutBill_query', 'PchangAcc', 'salechecklist'].map((s) => `MyAccount_${s}`),
      'package',
      // his own price quotes for his own parts (rows scoped by supplyid; the review is the buyer's)
      'partsManage_PriceReview',
      // claims against him: he accepts or appeals his own (the document kit scopes every row)
      'QulManage_claimDem',
      // the quality ledger: his own inspections, handlings, claims and figures (rows scoped by supplyid)
      'QulManage_accQuery',
      // his judged inspections, handlings and their lines (owner-scoped, read-only for him)
      'QulManage_check_infor_query',
      'QulManage_qualityHandle',
      'QulManage_qulQueryDtl',
      // production faults charged to him (with their statistics) and the trace of his own batches
      // (vehicle numbers without customers' names): rows scoped by supplyid
      'QulManage_check_infor_fault_dtl',
      'QulManage_check_infor_fault_query',
      'QulManage_parts_traceability',
      // his technical quality agreements: he reads and confirms (or returns) his own
      'QulManage_technical_quality_agreement',
    ],
    readOnly: ['QulManage_check_infor_fault_dtl', 'QulManage_check_infor_fault_query'],
  },
  customer: {
    buttons: PARTNER_BUTTONS,
    functions: [
      ...PARTNER_COMMON,
      // his own customer record and vehicles, work orders (report, accept) and complaints (rows scoped by customer id)
      'crm_custInfo',
      'crm_se_cust_complaint',
      'crm_se_cust_stf',
      'crm_workbill_se_workbill',
      'crm_workbill_se_workbill_detail',
      'crm_workbill_se_workbill_finish',
      // the goods on sale (listed only, filtered on the server)
      'materialManage_materialOn',
    ],
    // his customer record and vehicles are kept by the service staff: he reads them
    readOnly: ['crm_custInfo', 'materialManage_materialOn'],
  },
}

/**
 * Expands a role's ids over the functions that exist: each granted id and its descendants in the
 * route tree (by parent, not by name: `crm_workbill_se_workbill` does not reach its sibling
 * `crm_workbill_se_workbill_type`).
 */
export function grantedFunctionIds(role: string, functions: readonly { id: string; pid?: string | null }[]): string[] {
  const plan = ROLE_FUNCTIONS[role]
  if (!plan) return []
  const parent = new Map(functions.map((f) => [f.id, f.pid ?? null]))
  const granted = (id: string | null): boolean => id !== null && (plan.functions.includes(id) || granted(parent.get(id) ?? null))
  return functions.map((f) => f.id).filter((id) => granted(id))
}
