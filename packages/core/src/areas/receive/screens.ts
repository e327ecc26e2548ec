import type { ScreenEntry } from '../../routes/types'

// Purchase receiving screens (issue 5).
export const receiveScreens: ScreenEntry[] = [
  { path: '/PcRcv/PcRcvList', tag: 'scm-pcrcv-list' },
  { path: '/PcRcv/detail', tag: 'scm-pcrcv-detail' },
  { path: '/PcRcv/intotal', tag: 'scm-pcrcv-intotal' },
  { path: '/PcRcv/PcRcvListOfNoOrder', tag: 'scm-pcrcv-no-order-list' },
  { path: '/PcRcv/detailOfNoOrder', tag: 'scm-pcrcv-no-order-detail' },
  { path: '/PcRcv/QueryProOfImgs', tag: 'scm-pcrcv-pro-imgs' },
]
