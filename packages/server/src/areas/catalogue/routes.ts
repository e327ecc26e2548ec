import { packageSpecDocument, partListResource, partTypeResource, priceQuoteDocument } from '@scm/core/catalogue'
import { documentArea } from '../../document/routes'
import { resourceArea } from '../../resource/routes'
import { packageHooks } from './package'
import { priceQuoteHooks } from './price'
import { packageSpecTables, pcPartList, pcPartType, priceQuoteTables } from './schema'

/** /api/PcPartType (配件类型), /api/PcPartList (配件清单). */
export const partRoutes = resourceArea([partTypeResource, pcPartType], [partListResource, pcPartList])

/** /api/PcPriceQuote (配件报价, 价格审核) and /api/PackageSpec (包装规格): documents of the kit. */
export const catalogueDocumentRoutes = [documentArea(priceQuoteDocument, priceQuoteTables, priceQuoteHooks), documentArea(packageSpecDocument, packageSpecTables, packageHooks)]
