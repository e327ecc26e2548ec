import type { ScreenEntry } from '../types'

// Equipment screens built from resource definitions (issue 3).
export const equipScreens: ScreenEntry[] = [{ path: '/equip/equipType', tag: 'scm-equip-type' }]
