import type { ScreenEntry } from '../../routes/types'

// Reconciliation (对账, issue 12): item types and statements on the spec's signed /SaleCheck calls.
export const accountScreens: ScreenEntry[] = [
  // 挂账查询: its own call, and the companies from the statement's ref options
  { path: '/MyAccount/MyAccount_query', tag: 'scm-my-account-query', calls: ['POST /SaleCheck/GetOnAccount', 'GET /SaleCheck/RefOptions'] },
  { path: '/MyAccount/salecheckItem', tag: 'scm-sale-check-item' },
  { path: '/MyAccount/salechecklist', tag: 'scm-sale-check-list' },
  // 库存单据查询: accepted receipt lines and returns of the supplier's goods
  { path: '/MyAccount/MyStOutBill_query', tag: 'scm-my-st-out-bill-query' },
  // the supplier's receipts waiting for inspection: the receipt list call, granted by this function too
  { path: '/MyAccount/MyPcRcv_query', tag: 'scm-my-pcrcv-query', calls: ['POST /api/Receive/GetList'] },
  // 采购发票: the document kit on /SaleCheck/PchangAcc, matched three ways on save
  { path: '/MyAccount/PchangAcc', tag: 'scm-pchang-acc' },
  // 往来余额 of the vehicle plant (01) and of the engine plant (03): a month's balances computed now
  { path: '/MyAccount/SCM_CheckAcc', tag: 'scm-check-acc', calls: ['POST /SaleCheck/GetCheckAcc'] },
  { path: '/MyAccount/SCM_CheckAcc_Fdj', tag: 'scm-check-acc-fdj', calls: ['POST /SaleCheck/GetCheckAcc'] },
  // 余额确认: the published balances, answered by the supplier; the companies from the statement's ref options
  { path: '/MyAccount/Account_confirm_kc', tag: 'scm-account-confirm-kc', calls: ['POST /SaleCheck/GetPublishedBalance', 'GET /SaleCheck/RefOptions'] },
  { path: '/MyAccount/UnitBalancePublish', tag: 'scm-unit-balance-publish', calls: ['POST /SaleCheck/GetCheckAcc', 'GET /SaleCheck/RefOptions'] },
  // 余额录入: payments and opening balances (resource kit on /SaleCheck/SupplyAcc)
  { path: '/MyAccount/SCM_SupplyAcc', tag: 'scm-supply-acc' },
  // 库存查询: the supplier's materials in stock, from the stock documents
  { path: '/MyAccount/MyStMreck_query', tag: 'scm-my-st-mreck-query', calls: ['POST /SaleCheck/GetStock'] },
]
