// File rights (operation_authority) that the file system and the areas attaching files share.

/** What a caller may do with the files of a type or folder (operation_authority), decided by the server. */
export interface FsRights {
  view: boolean
  /** Inline preview (PDF, images) without downloading. */
  preview: boolean
  download: boolean
  upload: boolean
  delete: boolean
  /** Remove from the recycle bin for good. */
  purge: boolean
}
