import { bulletinTypeResource } from '@scm/core/bulletin'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /bulletin/type 公告类型 — the list, form and detail generated from the core definition.
const BulletinTypeScreen = resourceScreen(bulletinTypeResource)

defineElement('scm-bulletin-type', BulletinTypeScreen, {
  description: '公告类型：维护公告分类',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
