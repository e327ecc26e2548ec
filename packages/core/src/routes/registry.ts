import { findRoute } from './find'
import type { ScreenEntry } from './types'

/** Every built screen: filled from each area's `screens.ts` (areas/screens.ts); the server lists only these in menus. */
export const screens: ScreenEntry[] = []

const CUSTOM_ELEMENT_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/

/**
 * Adds screens, one per route path (a later entry for the same path replaces the earlier one).
 * Throws on a path that is no route of the tree or a group, and on a tag that is no valid custom
 * element name, so a typo fails at start-up instead of leaving a dead menu entry.
 */
export function registerScreens(...entries: ScreenEntry[]): void {
  for (const entry of entries) {
    const route = findRoute(entry.path)
    if (!route || route.path !== entry.path) throw new Error(`未知的路由：${entry.path}`)
    if (route.children) throw new Error(`路由分组不能直接对应页面：${entry.path}`)
    if (!CUSTOM_ELEMENT_NAME.test(entry.tag)) throw new Error(`无效的页面标签：${entry.tag}`)
    const at = screens.findIndex((screen) => screen.path === entry.path)
    if (at >= 0) screens.splice(at, 1, { ...entry })
    else screens.push({ ...entry })
  }
}

/** The screen rendering a path (route patterns such as /receive/:id match concrete paths). */
export function screenFor(path: string): ScreenEntry | undefined {
  const route = findRoute(path)
  return route && screens.find((screen) => screen.path === route.path)
}
