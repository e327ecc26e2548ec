import { defineCodeTable } from '../../resource/defs/code-table'

// The product file system (/fileSystem): its file types. A folder belongs to one type; file
// operation rights (/sysmanage/operation_authority) are granted per type (its code) or per folder.

/** 文件类型 — product drawings, process files, quality records… */
export const fileTypeResource = defineCodeTable({
  name: 'FsFileType',
  title: '文件类型',
  table: 'fs_file_type',
  fn: 'fileSystem_fileType',
  codeLabel: '类型编码',
  nameLabel: '类型名称',
})

export const filesResources = [fileTypeResource] as const
