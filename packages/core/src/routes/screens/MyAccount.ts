import type { ScreenEntry } from '../types'

// Reconciliation (对账, issue 12): item types and statements on the spec's signed /SaleCheck calls.
export const myAccountScreens: ScreenEntry[] = [
  { path: '/MyAccount/salecheckItem', tag: 'scm-sale-check-item' },
  { path: '/MyAccount/salechecklist', tag: 'scm-sale-check-list' },
  // the supplier's receipts waiting for inspection: the receipt list call, granted by this function too
  { path: '/MyAccount/MyPcRcv_query', tag: 'scm-my-pcrcv-query', calls: ['POST /api/Receive/GetList'] },
]
