import { fileTypeResource } from '@scm/core/files'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /fileSystem/fileType 文件类型 — the list, form and detail generated from the core definition.
const FileTypeScreen = resourceScreen(fileTypeResource)

defineElement('scm-file-type', FileTypeScreen, {
  description: '文件类型：维护产品文件系统的文件类型（文件夹与文件操作权限按类型划分）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
