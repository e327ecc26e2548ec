// The calls of the bulletin screens (packages/server/src/areas/bulletin/API.md), one table for all of them.
import { FILE_PATHS } from '../../document/file-paths'

export const BULLETIN_PATHS = {
  list: '/api/Bulletin/GetList',
  myList: '/api/Bulletin/GetMyList',
  detail: '/api/Bulletin/GetDetail',
  types: '/api/Bulletin/GetTypes',
  save: '/api/Bulletin/Save',
  publish: '/api/Bulletin/Publish',
  withdraw: '/api/Bulletin/Withdraw',
  del: '/api/Bulletin/Del',
  readRecords: '/api/Bulletin/GetReadRecords',
  download: '/api/Bulletin/DownloadAttachment',
  upload: FILE_PATHS.upload,
} as const
