// Menu records as the menu management calls answer them (server areas/menu/API.md "Menus").

export interface MenuRecord {
  id: string
  pid: string | null
  path: string
  authName: string
  icon: string
  sort: number
  hidden: boolean
  /** a node of the portal's route tree: cannot be deleted, hide it instead */
  builtin: boolean
  /** a screen exists for `path` (only such leaves show in a sidebar) */
  built: boolean
  children: MenuRecord[]
}

export interface SysFunction {
  id: string
  pid: string | null
  path: string
  title: string
  built: boolean
}
