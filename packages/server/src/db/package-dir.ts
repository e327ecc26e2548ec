import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The @scm/server folder (packages/server): the nearest folder holding a package.json above this
 * module. Paths to the migrations and the built front end start here, not at this file, because
 * the module runs from src/db/ under tsx and tests but from dist/ once bundled (`npm start`).
 */
export function serverPackageDir(moduleUrl = import.meta.url): string {
  for (let dir = dirname(fileURLToPath(moduleUrl)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`)
  }
}
