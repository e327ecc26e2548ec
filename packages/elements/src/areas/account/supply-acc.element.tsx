import { supplyAccResource } from '@scm/core/account'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /MyAccount/SCM_SupplyAcc 余额录入: payments to the suppliers and their opening balances, per
// company — the list, form and detail generated from the core definition.
const SupplyAccScreen = resourceScreen(supplyAccResource)

defineElement('scm-supply-acc', SupplyAccScreen, {
  description: '余额录入：按公司与供应商登记付款与期初余额，余额已被供应商确认的月份不能再修改',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
