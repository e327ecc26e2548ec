import type { ScreenEntry } from '../../routes/types'

// Bulletin screens (公告, group /bulletin): the type list is built from its resource definition
// (issue 3); the others are the bulletin area's own elements.
export const bulletinScreens: ScreenEntry[] = [
  { path: '/bulletin/type', tag: 'scm-bulletin-type' },
  { path: '/bulletin/index', tag: 'scm-bulletin-index' },
  { path: '/bulletin/detail', tag: 'scm-bulletin-detail' },
  { path: '/bulletin/create', tag: 'scm-bulletin-create' },
  { path: '/bulletin/list', tag: 'scm-bulletin-list' },
]
