// The calls of the contract screens (packages/server/src/areas/contract/API.md); the attachments' upload is the kit's FILE_PATHS.

export const CONTRACT_PATHS = {
  list: '/api/Contract/GetList',
  detail: '/api/Contract/GetDetail',
  save: '/api/Contract/Save',
  del: '/api/Contract/Del',
  export: '/api/Contract/Export',
  download: '/api/Contract/DownloadAttachment',
} as const
