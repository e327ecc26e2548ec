import type { ScreenEntry } from '../../routes/types'

// System configuration screens (issue 6): menu and home-page plugin management.
export const menuScreens: ScreenEntry[] = [
  { path: '/config/SysGardget', tag: 'scm-sys-gardget' },
  { path: '/config/SysMenu', tag: 'scm-sys-menu' },
]
