import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /crm/custInfo 客户信息录入 (cust-info-screen.tsx), fetched after the element.
const CustInfoScreen = lazyPart(
  'CustInfoScreen',
  () => import('./cust-info-screen').then((m) => m.CustInfoScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-cust-info', CustInfoScreen, {
  description: '客户信息：客户的联系人、地区、地址，及其名下车辆（车架号、车型、配置、销售订单、保修截止）与每辆车的服务履历',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
