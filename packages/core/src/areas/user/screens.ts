import type { ScreenEntry } from '../../routes/types'

// Personal affairs screens (issue 6): password settings (admin), downloads, profile.
export const userScreens: ScreenEntry[] = [
  { path: '/MySelf/PasswordSet', tag: 'scm-password-set' },
  { path: '/MySelf/downLoads', tag: 'scm-downloads' },
  { path: '/MySelf/personal', tag: 'scm-personal' },
]
