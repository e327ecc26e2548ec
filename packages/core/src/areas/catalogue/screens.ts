import type { ScreenEntry } from '../../routes/types'

// Catalogue and supplier data (issue 26): goods, parts with price review, and suppliers' packaging.
export const catalogueScreens: ScreenEntry[] = [
  { path: '/materialManage/materialOn', tag: 'scm-goods-on' },
  { path: '/materialManage/materialOff', tag: 'scm-goods-off' },
  { path: '/materialManage/materialStop', tag: 'scm-goods-stop' },
  { path: '/partsManage/typeManage', tag: 'scm-part-type' },
  { path: '/partsManage/typeListManage', tag: 'scm-part-list' },
  { path: '/partsManage/PriceReview', tag: 'scm-price-review' },
  { path: '/package/list', tag: 'scm-package-list' },
  // the approved specifications and one specification's detail, on the packaging document's calls
  { path: '/package/query', tag: 'scm-package-query', calls: ['POST /api/PackageSpec/GetList'] },
  { path: '/package/detail', tag: 'scm-package-detail', calls: ['POST /api/PackageSpec/GetList'] },
]
