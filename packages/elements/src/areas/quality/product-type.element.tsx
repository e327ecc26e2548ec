import { productTypeResource } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /QulManage/productType 产品类型 — the list, form and detail generated from the core definition.
const ProductTypeScreen = resourceScreen(productTypeResource)

defineElement('scm-product-type', ProductTypeScreen, {
  description: '产品类型：维护整车与发动机等产品类型',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
