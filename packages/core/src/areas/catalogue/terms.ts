import type { ApprovedPrice } from '../../business/prices'
// Catalogue and supplier data (issue 26): words and small rules shared by server and screens.

export const PRICE_MESSAGES = {
  period: '失效日期不能早于生效日期',
  price: '报价必须大于0',
  notHisPart: '只能为本供应商清单中的配件报价',
  notListed: '该供应商不在此配件的清单中',
  pastStart: '生效日期不能早于今天',
  /** the approved price periods of one part and supplier never overlap (the database refuses it) */
  overlap: (no: string, from: string, to: string | null) => `与已批准价格 ${no}（${from} 至 ${to ?? '长期'}）的有效期重叠，不能批准`,
} as const

/** Package types, with the photos a submission of that type must carry. */
export const PACKAGE_TYPES = [
  { value: '纸箱', photos: 1 },
  { value: '周转箱', photos: 1 },
  { value: '木箱', photos: 2 },
  { value: '托盘', photos: 2 },
  { value: '袋装', photos: 1 },
] as const

export const PACKAGE_MESSAGES = {
  weights: '净重不能大于毛重',
  qty: '每包装数量必须大于0',
  photos: (type: string, n: number) => `${type}包装须上传至少${n}张包装照片`,
  ownSubmission: '不能审核自己提交的包装规格',
  open: '该配件已有未审核完成的包装规格，请在该版本上修改',
  notHisPart: '只能为本供应商供货的配件提交包装规格',
} as const

export function photosRequired(packageType: string): number {
  return PACKAGE_TYPES.find((t) => t.value === packageType)?.photos ?? 1
}

/** Change of a quoted price against the price in force, in percent with one decimal (null without one). */
export function priceChangePercent(quoted: number, current: number | null | undefined): number | null {
  if (current == null || !(current > 0)) return null
  return Math.round(((quoted - current) / current) * 1000) / 10
}

/** What the buyer reviews a quote against (GET /api/PcPriceQuote/Compare?id). */
export interface PriceComparison {
  quote: { id: number; quote_no: string; mtr_id: number; supplyid: number; price: number; valid_from: string; valid_to: string | null }
  /** the same supplier's price in force on the quote's first day */
  current: ApprovedPrice | null
  change_percent: number | null
  /** each other supplier of the part: his price in force that day and his open quote */
  others: { supplyid: number; supply_name: string; price_in_force: number | null; quote_no: string | null; quoted_price: number | null; quote_status: string | null; change_percent: number | null }[]
}

/** One field of a packaging version against the approved one. */
export interface PackageFieldChange {
  field: string
  label: string
  approved: unknown
  value: unknown
  changed: boolean
}

/** GET /api/PackageSpec/Compare?id: the version against the approved version of the same part and supplier. */
export interface PackageComparison {
  approved: { id: number; spec_no: string; version: number } | null
  fields: PackageFieldChange[]
}

export const CATALOGUE_PATHS = {
  priceCompare: '/api/PcPriceQuote/Compare',
  priceHistory: '/api/PcPriceQuote/GetPriceHistory',
  packageCompare: '/api/PackageSpec/Compare',
  packageRevise: '/api/PackageSpec/Revise',
} as const
