import type { AreaModule } from '../../platform/area'
import { resourceArea } from '../../resource/routes'
import { fileTypeResource } from '@scm/core/files'
import { sysParam } from '../../platform/schema'
import { fileRoutes } from './routes'
import { FS_PARAMS } from './file-system-access'
import { fileSystemFolderRoutes } from './file-system-folders'
import { fileSystemFileRoutes } from './file-system-files'
import { fileSystemUploadRoutes } from './file-system-uploads'
import { fileSystemBinRoutes, purgeExpired } from './file-system-bin'
import { SYSTEM_ACTOR } from '../../platform/jobs'
import { tusRoutes } from './tus'
import { fsFileType } from './schema'
import { seedFileSystem } from './seed'

/** Uploaded files, downloads, avatars and file operation rights; the product file system (/fileSystem). */
export const filesArea: AreaModule = {
  name: 'files',
  routes: [fileRoutes, resourceArea([fileTypeResource, fsFileType]), fileSystemFolderRoutes, fileSystemFileRoutes, fileSystemUploadRoutes, fileSystemBinRoutes, tusRoutes],
  // avatars are <img> sources (no bearer token); only current avatars
  publicPaths: ['/File/File/Avatar/*'],
  baseSeeds: [
    {
      area: 'files_fs_params',
      run: async (db) => {
        await db.insert(sysParam).values(FS_PARAMS.map((p) => ({ paramKey: p.key, paramValue: p.value, paramGroup: 'system', remark: p.description }))).onConflictDoNothing()
      },
    },
  ],
  demoSeeds: [{ area: 'files_fs_demo', run: (db, config) => seedFileSystem(db, config) }],
  // the recycle bin's retention: expired items purged by the server itself, as 系统
  jobs: [{ name: 'fs-recycle-retention', title: '清理回收站中超过保留期的文件', everyMinutes: 60, run: (db, config) => purgeExpired(db, config, SYSTEM_ACTOR) }],
}
