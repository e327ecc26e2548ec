import { findRoute } from './find'
import type { ScreenEntry } from './types'

const CUSTOM_ELEMENT_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/

/** Screens by route path: which element renders which page. */
export interface ScreenTable {
  /** Every screen, one per route path. */
  readonly screens: ScreenEntry[]
  /**
   * Adds screens, one per route path (a later entry for the same path replaces the earlier one).
   * Throws on a path that is no route of the tree or a group, and on a tag that is no valid custom
   * element name, so a typo fails at start-up instead of leaving a dead menu entry.
   */
  register(...entries: ScreenEntry[]): void
  /** The screen rendering a path (route patterns such as /receive/:id match concrete paths). */
  screenFor(path: string): ScreenEntry | undefined
}

/**
 * A table of screens filled with `entries`. The portal's one table is the registry's
 * (areas/screens.ts, every area's screens): a value its users import, never a module whose loading
 * fills a list, which a bundler may leave out as unused.
 */
export function screenTable(entries: ScreenEntry[] = []): ScreenTable {
  const screens: ScreenEntry[] = []
  const register = (...more: ScreenEntry[]) => {
    for (const entry of more) {
      const route = findRoute(entry.path)
      if (!route || route.path !== entry.path) throw new Error(`未知的路由：${entry.path}`)
      if (route.children) throw new Error(`路由分组不能直接对应页面：${entry.path}`)
      if (!CUSTOM_ELEMENT_NAME.test(entry.tag)) throw new Error(`无效的页面标签：${entry.tag}`)
      const at = screens.findIndex((screen) => screen.path === entry.path)
      if (at >= 0) screens.splice(at, 1, { ...entry })
      else screens.push({ ...entry })
    }
  }
  register(...entries)
  const screenFor = (path: string) => {
    const route = findRoute(path)
    return route && screens.find((screen) => screen.path === route.path)
  }
  return { screens, register, screenFor }
}
