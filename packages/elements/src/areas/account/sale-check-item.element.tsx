import { saleCheckItemResource } from '@scm/core/account'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /MyAccount/salecheckItem 对账项目 — the list, form and detail generated from the core definition,
// on the spec's signed calls (POST /SaleCheck/GetAllItem, /SaleCheck/SaveItem).
const SaleCheckItemScreen = resourceScreen(saleCheckItemResource)

defineElement('scm-sale-check-item', SaleCheckItemScreen, {
  description: '对账项目：维护对账单中收货、索赔之外的项目（运费、扣款、返利…）的编码、名称、加项或减项与启用状态',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
