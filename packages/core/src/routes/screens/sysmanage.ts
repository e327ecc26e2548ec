import type { ScreenEntry } from '../types'

// System management screens built from resource definitions (issue 3).
export const sysmanageScreens: ScreenEntry[] = [
  { path: '/sysmanage/basecode', tag: 'scm-base-code' },
  { path: '/sysmanage/syspara', tag: 'scm-sys-para' },
]
