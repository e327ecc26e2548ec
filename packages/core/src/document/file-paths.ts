// The attachment calls every document and form shares (packages/server/src/areas/files/API.md "Files"):
// the one upload, a record's files, download, delete, and the caller's rights per file category.

export const FILE_PATHS = {
  /** POST multipart: files uploaded, answered with their ids (kept once a record names them) */
  upload: '/File/File/UploadFiles',
  /** POST list query: a record's files */
  list: '/File/File/getFilelist',
  /** GET ?id: one file's content */
  download: '/File/File/Download',
  /** POST {id}: a file deleted */
  del: '/File/File/DelUploadFile',
  /** GET ?categories: what the caller may do with each category's files */
  rights: '/File/File/GetFileRights',
} as const
