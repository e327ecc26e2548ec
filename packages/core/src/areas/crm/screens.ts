import type { ScreenEntry } from '../../routes/types'

// After-sales screens: base data built from resource definitions (issue 3); customers, sales
// orders, work order types, work orders and complaints (issue 13).
export const crmScreens: ScreenEntry[] = [
  { path: '/crm/workbill/se_maintainitem', tag: 'scm-maintain-item' },
  { path: '/crm/workbill/se_servicemanner', tag: 'scm-service-manner' },
  { path: '/crm/workbill/se_serviceitem', tag: 'scm-service-item' },
  { path: '/crm/workbill/pub_ServiceOutlets', tag: 'scm-service-outlets' },
  { path: '/crm/custInfo', tag: 'scm-cust-info', calls: ['POST /api/CustInfo/GetList', 'POST /api/CustVehicle/GetList'] },
  { path: '/crm/ordersupplement', tag: 'scm-sales-orders' },
  { path: '/crm/workbill/se_workbill_type', tag: 'scm-workbill-type' },
  { path: '/crm/workbill/se_workbill', tag: 'scm-workbill' },
  // acceptance, return visit and detail work on the work order's calls (granted by se_workbill)
  { path: '/crm/workbill/se_workbill_finish', tag: 'scm-workbill-finish', calls: ['POST /api/SeWorkbill/GetList'] },
  { path: '/crm/workbill/se_workbill_access', tag: 'scm-workbill-access', calls: ['POST /api/SeWorkbill/GetList'] },
  { path: '/crm/workbill/se_workbill/detail', tag: 'scm-workbill-detail', calls: ['POST /api/SeWorkbill/GetList'] },
  { path: '/crm/se_cust_complaint', tag: 'scm-cust-complaint' },
  // handling, its detail and follow-up work on the complaint's calls (granted by se_cust_complaint)
  { path: '/crm/se_complaint_deal', tag: 'scm-complaint-deal', calls: ['POST /api/SeComplaint/GetList'] },
  { path: '/crm/se_complaint_deal_detail', tag: 'scm-complaint-deal-detail', calls: ['POST /api/SeComplaint/GetList'] },
  { path: '/crm/se_complaint_stf', tag: 'scm-complaint-stf', calls: ['POST /api/SeComplaint/GetList'] },
  // satisfaction: the visited work orders (granted by se_workbill)
  { path: '/crm/se_cust_stf', tag: 'scm-cust-stf', calls: ['POST /api/SeWorkbill/GetList'] },
]
