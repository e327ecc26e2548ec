/** One screen or group of the portal; `path` is absolute, e.g. /sysmanage/basecode. */
export interface RouteNode {
  id: string
  path: string
  title: string
  icon?: string
  /** reachable by link, not listed in menus */
  hidden?: boolean
  /** a group's default child */
  redirect?: string
  roles?: string[]
  children?: RouteNode[]
}

/** Route path → custom element tag rendering that screen (host and server share the list). */
export interface ScreenEntry {
  path: string
  tag: string
  /**
   * The calls the screen makes as it opens ('POST /Order/OrderPublish/GetList'), declared when
   * they are granted through other functions than the screen's own: the portal menu lists the
   * screen only to callers every one of these calls admits (the server reads each call's grant
   * from its route table), so nobody opens a screen whose first call answers 无权限.
   */
  calls?: readonly string[]
  /**
   * Fixed attributes the route gives its element, for one element serving several routes (the
   * upload, audit and publish views of /prcsdocument: `{ view: 'prcsdocumentAuditmag' }`).
   */
  attributes?: Readonly<Record<string, string>>
}
