import type { ScreenEntry } from '../types'

// One file per area beside this one (e.g. `order.ts` exporting `orderScreens: ScreenEntry[]`),
// each owned by that area's team; import it here and spread it into the list below.
export const areaScreens: ScreenEntry[] = []
