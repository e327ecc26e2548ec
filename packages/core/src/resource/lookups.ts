// The pickers' lookups shared by several screens' forms and filters (staff only): one path each.

export const LOOKUP_PATHS = {
  /** GET: materials for the material picker (`/api/pubtable`) */
  material: '/api/pubtable/getpub_materiel',
  /** GET: suppliers for the supplier picker and filters (`/api/pubtable`) */
  supplier: '/api/pubtable/getpub_supply',
  /** GET: the roles for the role picker */
  roles: '/api/Right/GetRoles',
} as const
