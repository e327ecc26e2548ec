import { partListResource } from '@scm/core/catalogue'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /partsManage/typeListManage 配件清单管理 — which supplier supplies which part of a type (a supplier
// quotes prices and submits packaging for his listed parts).
const PartListScreen = resourceScreen(partListResource)

defineElement('scm-part-list', PartListScreen, {
  description: '配件清单管理：按配件类型维护配件与供货供应商、最小起订量和采购周期',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
