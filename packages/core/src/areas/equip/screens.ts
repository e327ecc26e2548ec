import type { ScreenEntry } from '../../routes/types'

// Equipment screens: types from a resource definition (issue 3); the ledger, maintenance items,
// reminders, logs, spot-inspection items, the entry at the machine and its logs (issue 23).
export const equipScreens: ScreenEntry[] = [
  { path: '/equip/equipType', tag: 'scm-equip-type' },
  { path: '/equip/equipAccount', tag: 'scm-equip-account' },
  { path: '/equip/equipMainItem', tag: 'scm-equip-main-item' },
  { path: '/equip/equipMainItemWran', tag: 'scm-equip-main-item-wran' },
  { path: '/equip/equipMainLog', tag: 'scm-equip-main-log' },
  { path: '/equip/equipOsipItem', tag: 'scm-equip-osip-item' },
  { path: '/equip/equipOsipLogAdd', tag: 'scm-equip-osip-log-add' },
  { path: '/equip/equipOsipLog', tag: 'scm-equip-osip-log' },
]
