// The calls of the administration screens (packages/server/src/areas/sysmanage/API.md, org/API.md,
// wf/API.md), one table for all of them; the paths are the spec's, typos included
// (GetOrgSataionUsers, RetSetPassword).

const ORG = '/api/Org'
const USER = '/User/User'
const RIGHT = '/api/Right'
const WF = '/api/Wf'

export const SYSMANAGE_PATHS = {
  // org: companies, departments, stations
  orgTree: `${ORG}/GetOrgTree`,
  companies: `${ORG}/GetCompanyList`,
  saveCompany: `${ORG}/SaveCompany`,
  delCompany: `${ORG}/DelCompany`,
  depts: `${ORG}/GetDeptList`,
  saveDept: `${ORG}/SaveDept`,
  delDept: `${ORG}/DelDept`,
  stations: `${ORG}/GetStationList`,
  saveStation: `${ORG}/SaveStation`,
  delStation: `${ORG}/DelStation`,
  // users
  users: `${USER}/GetUsers`,
  userByCode: `${USER}/GetUserByCode`,
  simpleUsers: `${USER}/GetSimpleUsers`,
  saveUser: `${USER}/Save`,
  delUser: `${USER}/Del`,
  forbidLogin: `${USER}/ForbidLogin`,
  resetPassword: `${USER}/RetSetPassword`,
  saveUserStation: `${USER}/SaveUserStation`,
  stationUsers: `${USER}/GetOrgSataionUsers`,
  noStationUsers: `${USER}/GetNoStationUserList`,
  supplierOptions: `${USER}/Getpc_supply_cd`,
  customerOptions: `${USER}/Getsale_customer`,
  // roles and their rights
  saveRole: `${RIGHT}/SaveRole`,
  delRole: `${RIGHT}/DelRole`,
  roleRights: `${RIGHT}/GetRoleRights`,
  saveRoleRights: `${RIGHT}/SaveRoleRights`,
  roleUsers: `${RIGHT}/GetRoleUsers`,
  // approval flows: definitions, and the caller's approvals
  flows: `${WF}/GetFlowList`,
  saveFlow: `${WF}/SaveFlow`,
  delFlow: `${WF}/DelFlow`,
  approverOptions: `${WF}/GetApproverOptions`,
  todoApprovals: `${WF}/GetTodoList`,
  doneApprovals: `${WF}/GetDoneList`,
  flowStatus: `${WF}/GetFlowStatus`,
  approve: `${WF}/Approve`,
  reject: `${WF}/Reject`,
  withdraw: `${WF}/Withdraw`,
  // sessions, buyers' suppliers, message receivers, file rights, logs
  onlineUsers: '/api/OnlineUser/GetList',
  forceLogout: '/api/OnlineUser/ForceLogout',
  buyers: '/api/SupplyAuthority/GetList',
  buyerSupplies: '/api/SupplyAuthority/GetUserSupplies',
  saveBuyerSupplies: '/api/SupplyAuthority/Save',
  msgTemplates: '/api/MsgAcceptUser/GetTemplates',
  saveMsgTemplate: '/api/MsgAcceptUser/SaveTemplate',
  msgReceivers: '/api/MsgAcceptUser/GetReceivers',
  saveMsgReceivers: '/api/MsgAcceptUser/SaveReceivers',
  operationRights: '/api/OperationAuthority/GetList',
  saveOperationRight: '/api/OperationAuthority/Save',
  delOperationRight: '/api/OperationAuthority/Del',
  /** the file system's types, for a file right's type picker */
  fileTypes: '/api/FileSystem/GetTree',
  resetLogs: '/api/ResetPwdLog/GetLogList',
  auditLogs: '/api/AuditLog/GetList',
} as const
