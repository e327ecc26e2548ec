import { defineResource } from '../resource/define'

/**
 * 销售订单 /crm/ordersupplement — what a customer ordered and what was delivered (the sales
 * orders order review uses as well); the delivered vehicles refer to it.
 */
export const salesOrderResource = defineResource({
  name: 'SaOrder',
  title: '销售订单',
  table: 'sa_order',
  fn: 'crm_ordersupplement',
  fields: {
    order_no: { kind: 'text', label: '订单号', required: true, max: 30, filter: ['contains', 'eq'], sort: true, example: 'SO202611001', width: 140 },
    customer_id: { kind: 'ref', label: '客户', required: true, ref: { resource: 'CustInfo', labelField: 'cust_name' }, filter: ['eq'], width: 200 },
    model: { kind: 'text', label: '车型', required: true, max: 50, filter: ['contains'], sort: true, width: 120 },
    configuration: { kind: 'text', label: '配置', max: 100, width: 180 },
    qty: { kind: 'number', label: '数量', required: true, scale: 0, sum: true, sort: true, width: 70 },
    order_date: { kind: 'date', label: '下单日期', filter: ['between'], sort: true, width: 110 },
    delivery_date: { kind: 'date', label: '交货日期', required: true, filter: ['between'], sort: true, width: 110 },
    delivered_vins: { kind: 'text', label: '已交付VIN', max: 2000, filter: ['contains'], width: 240 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  scope: { customer: 'customer_id' },
  defaultSort: { field: 'order_no', order: 'desc' },
  searchKeyFields: ['order_no', 'model', 'delivered_vins'],
  unique: [['order_no']],
})
