import type { AreaModule } from '../../platform/area'
import { packageRoutes } from './package'
import { priceRoutes } from './price'
import { catalogueDocumentRoutes, partRoutes } from './routes'
import { goodsRoutes } from './goods'
import { seedGoods, seedPackages, seedParts, seedPriceQuotes } from './seed'

/**
 * Catalogue and supplier data (issue 26): goods (signed /AppMateriel calls), part types and lists, suppliers' price quotes with the
 * buyer's review and the approved price periods, and suppliers' packaging specifications.
 */
export const catalogueArea: AreaModule = {
  name: 'catalogue',
  routes: [goodsRoutes, priceRoutes, packageRoutes, partRoutes, ...catalogueDocumentRoutes],
  demoSeeds: [
    { area: 'catalogue_parts', run: (db) => seedParts(db) },
    { area: 'catalogue_prices', run: (db) => seedPriceQuotes(db) },
    { area: 'catalogue_packages', run: (db, config) => seedPackages(db, config) },
    { area: 'catalogue_goods', run: (db) => seedGoods(db) },
  ],
}
