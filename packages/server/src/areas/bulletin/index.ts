import type { AreaModule } from '../../platform/area'
import { bulletinResourceRoutes, bulletinRoutes } from './routes'
import { seedBulletins, seedBulletinTypes } from './seed'

/** Bulletins (公告): types, publishing, browsing, read records, the home widget. */
export const bulletinArea: AreaModule = {
  name: 'bulletin',
  routes: [bulletinRoutes, bulletinResourceRoutes],
  demoSeeds: [
    { area: 'bulletin_type', run: (db) => seedBulletinTypes(db) },
    { area: 'bulletin', run: (db) => seedBulletins(db) },
  ],
}
