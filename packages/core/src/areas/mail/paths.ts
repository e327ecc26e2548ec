// The calls of the internal mail screens (packages/server/src/areas/mail/API.md), one table for all of them.
import { FILE_PATHS } from '../../document/file-paths'

export const MAIL_PATHS = {
  list: '/Email/MSMailRecord/GetDataList',
  detail: '/Email/MSMailRecord/GetEmailDetail',
  save: '/Email/MSMailRecord/Save',
  del: '/Email/MSMailRecord/Del',
  setRead: '/Email/MSMailRecord/SetRead',
  move: '/Email/MSMailRecord/MoveToFolder',
  receivers: '/Email/MSMailRecord/GetEmailReceivers',
  download: '/Email/MSMailRecord/DownloadAttachment',
  folders: '/Email/MSMailFolder/GetMSMailFolderByUerId',
  folderSave: '/Email/MSMailFolder/Update',
  folderDel: '/Email/MSMailFolder/Del',
  /** GET: the caller's unread count (the header's mail icon) */
  unreadCount: '/Email/MSMailRecord/GetUnReadNum',
  upload: FILE_PATHS.upload,
} as const
