import type { ScreenEntry } from '../types'

// Quality base-data screens built from resource definitions (issue 3).
export const qualityScreens: ScreenEntry[] = [
  { path: '/QulManage/productType', tag: 'scm-product-type' },
  { path: '/QulManage/problemType', tag: 'scm-problem-type' },
  { path: '/QulManage/commonProblem', tag: 'scm-common-problem' },
  { path: '/MyQAS/CheckType', tag: 'scm-check-type' },
  { path: '/QulManage/claimDem', tag: 'scm-claim-dem' },
]
