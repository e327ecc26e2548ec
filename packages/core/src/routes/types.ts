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
}
