/**
 * Receiving's check against the approved pack quantity: a quantity that is not a whole number of
 * packs answers a warning (it is a warning: a short last pack happens), otherwise null.
 */
export function packWarning(qty: number, packQty: number | null | undefined): string | null {
  if (!packQty || packQty <= 0 || !Number.isFinite(qty) || qty <= 0) return null
  const packs = qty / packQty
  if (Number.isInteger(packs)) return null
  return `数量 ${qty} 不是整包：每包 ${packQty}，共 ${Math.floor(packs)} 整包余 ${qty - Math.floor(packs) * packQty}`
}
