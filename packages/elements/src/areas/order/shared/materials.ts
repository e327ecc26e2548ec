import type { ApiClient } from '@scm/core'
import type { Buyer } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// The buyer picker of the order form (`/api/pubtable`, staff only); the material picker is the
// kit's (document/material-lines).

export const BUYER_BY_MATERIAL_PATH = ORDER_PATHS.buyerByMaterial

/** The buyers in charge of a material, default first. */
export function buyersOf(api: ApiClient, mtrId: number): Promise<Buyer[]> {
  return api.get<Buyer[]>(BUYER_BY_MATERIAL_PATH, { query: { mtr_id: mtrId }, silent: true }).catch(() => [])
}
