// What the file system calls answer (/api/FileSystem/*): one shape for the server and the screens.
import type { FsRights } from '../../business/file-rights'

export interface FsFolder {
  id: number
  name: string
  parent_id: number | null
  rights: FsRights
}

export interface FsType {
  code: string
  name: string
  rights: FsRights
  folders: FsFolder[]
}

/** A version of a file (the current one in a folder's list). */
export interface FsFile {
  id: number
  file_key: number
  file_name: string
  file_type: string
  folder_id: number | null
  version: number
  is_current: boolean
  file_size: number
  content_type: string
  hash: string
  previewable: boolean
  UserName: string
  created_at: string
}

export interface BinItem {
  kind: 'file' | 'folder'
  id: number
  name: string
  file_type: string
  type_name: string
  deleted_from: string
  deleted_at: string
  deleted_by: string
  file_size: number | null
  versions: number | null
  rights: { restore: boolean; purge: boolean }
}
export * from './resources'
export * from './screens'
export * from './paths'
