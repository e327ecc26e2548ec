// Calls of the contract API (packages/server/src/areas/order/API.md "Contracts"); its shapes are core's.

export const CONTRACT_PATHS = {
  list: '/api/Contract/GetList',
  detail: '/api/Contract/GetDetail',
  save: '/api/Contract/Save',
  del: '/api/Contract/Del',
  export: '/api/Contract/Export',
  download: '/api/Contract/DownloadAttachment',
} as const

