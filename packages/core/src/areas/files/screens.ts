import type { ScreenEntry } from '../../routes/types'

// The product file system (issue 25): folders by file type with versions, previews and rights,
// the recycle bin, the file types.
export const filesScreens: ScreenEntry[] = [
  { path: '/fileSystem/fileManage', tag: 'scm-file-manage' },
  { path: '/fileSystem/recycle', tag: 'scm-file-recycle' },
  { path: '/fileSystem/fileType', tag: 'scm-file-type' },
]
