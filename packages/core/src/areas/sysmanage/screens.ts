import type { ScreenEntry } from '../../routes/types'

// System management screens built from resource definitions (issue 3).
export const sysmanageScreens: ScreenEntry[] = [
  { path: '/sysmanage/basecode', tag: 'scm-base-code' },
  { path: '/sysmanage/syspara', tag: 'scm-sys-para' },
  // hand-written administration screens (issue 6)
  { path: '/sysmanage/org/company', tag: 'scm-org-company' },
  { path: '/sysmanage/org/dept', tag: 'scm-org-dept' },
  { path: '/sysmanage/org/station', tag: 'scm-org-station' },
  { path: '/sysmanage/org/user', tag: 'scm-org-user' },
  { path: '/sysmanage/org/userdtl', tag: 'scm-org-userdtl' },
  { path: '/sysmanage/userManage', tag: 'scm-user-manage' },
  { path: '/sysmanage/supplyuser', tag: 'scm-supply-user' },
  { path: '/sysmanage/right', tag: 'scm-right' },
  { path: '/sysmanage/supply_authority', tag: 'scm-supply-authority' },
  { path: '/sysmanage/operation_authority', tag: 'scm-operation-authority' },
  { path: '/sysmanage/onlineUser', tag: 'scm-online-user' },
  { path: '/sysmanage/resePwdLog', tag: 'scm-rese-pwd-log' },
  { path: '/sysmanage/uploadFile', tag: 'scm-upload-file' },
  { path: '/sysmanage/wf', tag: 'scm-wf' },
  { path: '/sysmanage/msgacceptuser', tag: 'scm-msg-accept-user' },
  // embedding without a second login (issue 12 item 6)
  { path: '/sysmanage/partnerKey', tag: 'scm-partner-key' },
  // the background jobs' runs, read only (issue 39 item 3)
  { path: '/sysmanage/jobRun', tag: 'scm-job-run' },
]
