// The pickers' lookups shared by several screens' forms and filters (staff only): one path each.

export const LOOKUP_PATHS = {
  /** GET: materials for the material picker (`/api/pubtable`) */
  material: '/api/pubtable/getpub_materiel',
  /** GET: suppliers for the supplier picker and filters (`/api/pubtable`) */
  supplier: '/api/pubtable/getpub_supply',
  /** GET: the roles for the role picker */
  roles: '/api/Right/GetRoles',
} as const

/** The material as a line carries it (code, name, spec, unit as ordered). */
export interface MaterialOf {
  mtr_id: number
  mtr_code: string
  mtr_name: string
  spec: string
  unit: string
}

/** A row of the material picker (LOOKUP_PATHS.material): the material with its price and supplier. */
export interface Material extends MaterialOf {
  category: string
  price: number
  supplyid: number | null
  supply_name: string
  /** 免检 (its approved standard says so) */
  inspection_exempt: boolean
  /** its approved standard requires incoming inspection (qualifiedBy) */
  inspection_required: boolean
}
