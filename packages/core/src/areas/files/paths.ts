// The calls of the file system screens (packages/server/src/areas/files/API.md "File system"), one table for all of them.

const FS = '/api/FileSystem'

export const FILES_PATHS = {
  /** the file types (folders) as a tree */
  tree: `${FS}/GetTree`,
  /** list query: the files of a type */
  files: `${FS}/GetFiles`,
  /** a file shown in the browser */
  preview: `${FS}/Preview`,
  /** a file's content */
  download: `${FS}/Download`,
  /** a file to the recycle bin */
  delFile: `${FS}/DelFile`,
  /** a folder created or renamed */
  saveFolder: `${FS}/SaveFolder`,
  /** a folder to the recycle bin */
  delFolder: `${FS}/DelFolder`,
  /** a file's versions */
  versions: `${FS}/GetVersions`,
  /** an older version made current */
  restoreVersion: `${FS}/RestoreVersion`,
  /** POST list query: the recycle bin */
  recycle: `${FS}/GetRecycle`,
  /** POST {kind, id}: back out of the recycle bin */
  restore: `${FS}/Restore`,
  /** POST {kind, id}: gone for good */
  purge: `${FS}/Purge`,
} as const
