import type { ScreenEntry } from '../../routes/types'

// Contract screens (issue 5).
export const contractScreens: ScreenEntry[] = [
  { path: '/contract/query', tag: 'scm-contract-query' },
  { path: '/contract/detail', tag: 'scm-contract-detail' },
]
