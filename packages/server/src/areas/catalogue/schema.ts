import { packageSpecDocument, partListResource, partTypeResource, priceQuoteDocument } from '@scm/core/catalogue'
import { documentTables } from '../../document/table'
import { resourceTable } from '../../resource/table'

// 配件管理 and 包装管理: columns come from the core definitions. The approved price periods and the
// approved pack quantities are shared business records (business/catalogue-schema.ts).

export const pcPartType = resourceTable(partTypeResource)
export const pcPartList = resourceTable(partListResource, { refs: { type_id: () => pcPartType }, indexes: [['supplyid', 'mtr_id'], ['mtr_id']] })

export const priceQuoteTables = documentTables(priceQuoteDocument, { indexes: [['mtr_id', 'status'], ['supplyid', 'status']] })
export const pcPriceQuote = priceQuoteTables.header

export const packageSpecTables = documentTables(packageSpecDocument, { indexes: [['mtr_id', 'supplyid', 'status'], ['supplyid', 'status']] })
export const pcPackageSpec = packageSpecTables.header
