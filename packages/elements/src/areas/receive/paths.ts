// Calls of the receiving API (packages/server/src/areas/order/API.md "Receiving"); its shapes are core's.

export const RECEIVE_PATHS = {
  appConfig: '/api/Receive/GetAppConfig',
  receivable: '/api/Receive/GetReceivable',
  packQuantities: '/api/Receive/GetPackQuantities',
  save: '/api/Receive/Save',
  list: '/api/Receive/GetList',
  detail: '/api/Receive/GetDetail',
  export: '/api/Receive/Export',
} as const

export const DEFAULT_WAREHOUSE = '原材料库'
