// The categories files are uploaded to and file rights are granted on (UploadFiles, GetFileRights):
// the file list filters by them, the file-rights screen grants them.

/** File categories of the upload and file-right calls. */
export const FILE_CATEGORIES = [
  { value: 'general', label: '通用' },
  { value: 'contract', label: '合同' },
  { value: 'mail', label: '邮件' },
  { value: 'bulletin', label: '公告' },
  { value: 'document', label: '工艺文件' },
  { value: 'avatar', label: '头像' },
]

export const categoryText = (value: string): string =>
  value === '' ? '全部分类' : (FILE_CATEGORIES.find((c) => c.value === value)?.label ?? value)
