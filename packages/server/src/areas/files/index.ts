import type { AreaModule } from '../../platform/area'
import { fileRoutes } from './routes'

/** Uploaded files, downloads, avatars and file operation rights. */
export const filesArea: AreaModule = {
  name: 'files',
  routes: [fileRoutes],
  // avatars are <img> sources (no bearer token); only current avatars
  publicPaths: ['/File/File/Avatar/*'],
}
