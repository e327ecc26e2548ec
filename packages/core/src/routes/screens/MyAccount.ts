import type { ScreenEntry } from '../types'

// Reconciliation (对账, issue 12): item types and statements on the spec's signed /SaleCheck calls.
export const myAccountScreens: ScreenEntry[] = [
  // 挂账查询: its own call, and the companies from the statement's ref options
  { path: '/MyAccount/MyAccount_query', tag: 'scm-my-account-query', calls: ['POST /SaleCheck/GetOnAccount', 'GET /SaleCheck/RefOptions'] },
  { path: '/MyAccount/salecheckItem', tag: 'scm-sale-check-item' },
  { path: '/MyAccount/salechecklist', tag: 'scm-sale-check-list' },
  // 库存单据查询: accepted receipt lines and returns of the supplier's goods
  { path: '/MyAccount/MyStOutBill_query', tag: 'scm-my-st-out-bill-query' },
  // the supplier's receipts waiting for inspection: the receipt list call, granted by this function too
  { path: '/MyAccount/MyPcRcv_query', tag: 'scm-my-pcrcv-query', calls: ['POST /api/Receive/GetList'] },
]
