// @scm/host: the portal app (entry src/main.tsx, bundled by the elements build as /elements/host.js).
// What other code may rely on is exported here: the search-state contract elements follow, the
// attribute mapping the host uses for screens, the guard and the tab rules.
export {
  SEARCH_STATE_PREFIX,
  SEARCH_STATE_RESET_PATHS,
  searchStateKey,
  readSearchState,
  writeSearchState,
  clearSearchStates,
} from './search-state/search-state'
export { screenAttributes, attributeName } from './screen/screen-attributes'
export { guardRedirect, OPEN_PATH_PARTS, HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH } from './app/guard'
export { MAX_TABS, openTab, closeTab, retitleTab, homeTab, type PageTab } from './tabs/tabs'
export { homeVariant, systemTitle, parseHomeVariant, type HomeVariant } from './app/build-config'
export type { HomeWidget, HomeWidgets, WidgetItem } from './pages/home/widgets'
