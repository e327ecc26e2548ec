// The calls of the receiving screens (packages/server/src/areas/receive/API.md), one table for all of them.

export const RECEIVE_PATHS = {
  appConfig: '/api/Receive/GetAppConfig',
  receivable: '/api/Receive/GetReceivable',
  packQuantities: '/api/Receive/GetPackQuantities',
  save: '/api/Receive/Save',
  list: '/api/Receive/GetList',
  detail: '/api/Receive/GetDetail',
  export: '/api/Receive/Export',
  /** POST list query: received quantities summed (入库汇总) */
  inTotal: '/api/Receive/GetInTotal',
  inTotalExport: '/api/Receive/ExportInTotal',
  /** POST list query: the parts with their receiving pictures */
  partImages: '/api/Receive/QueryProOfImgs',
  /** POST list query: the delivery batches (a scanned batch number looked up) */
  batches: '/Order/SupplyBatch/GetList',
} as const
