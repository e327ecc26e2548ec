import type { ScreenEntry } from '../types'

// Bulletin screens built from resource definitions (issue 3).
export const bulletinScreens: ScreenEntry[] = [{ path: '/bulletin/type', tag: 'scm-bulletin-type' }]
