import type { ApiClient, ListPage } from '@scm/core'
import type { Option } from '../../../ui/select'
import type { Buyer, Material } from '@scm/core'

// The material and buyer pickers of the order form (`/api/pubtable`, staff only).

export const MATERIAL_PICKER_PATH = '/api/pubtable/getpub_materiel'
export const BUYER_BY_MATERIAL_PATH = '/api/pubtable/Getpc_buyerBymtr_id'

export const materialLabel = (m: Pick<Material, 'mtr_code' | 'mtr_name' | 'spec'>): string => `${m.mtr_code} ${m.mtr_name}${m.spec ? ` ${m.spec}` : ''}`

/** Searches materials by code/name/spec; remembers what it found so a choice can fill unit and price. */
export function materialSearch(api: ApiClient, known: Map<string, Material>) {
  return async (term: string): Promise<Option[]> => {
    const page = await api.get<ListPage<Material>>(MATERIAL_PICKER_PATH, { query: { searchKey: term, rows: 20 }, silent: true })
    return page.rows.map((m) => {
      known.set(String(m.mtr_id), m)
      return { value: String(m.mtr_id), label: materialLabel(m) }
    })
  }
}

/** The buyers in charge of a material, default first. */
export function buyersOf(api: ApiClient, mtrId: number): Promise<Buyer[]> {
  return api.get<Buyer[]>(BUYER_BY_MATERIAL_PATH, { query: { mtr_id: mtrId }, silent: true }).catch(() => [])
}
