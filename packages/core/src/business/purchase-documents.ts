import { defineDocument } from '../document/define'
import { BATCH_STATUS_VALUES, CANCELLABLE, CHECK_STATUSES, ORDER_STATUS_VALUES, RECEIPT_STATUS_VALUES } from './purchase-status'

/**
 * Procurement's documents on the kit (DOMAIN.md "Purchase order", "Delivery batch", "Receipt"):
 * numbering, statuses with their tones, the moves people make and the history they write are
 * declared here; their calls are the spec's own (/Order/…, /api/Receive/…), written in the order
 * and receive areas of the server on the kit's status move and history.
 */

const supplier = { kind: 'ref', label: '供应商', required: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 200 } as const
const mtr = {
  mtr_code: { kind: 'text', label: '物料编码', required: true, max: 30, width: 120 },
  mtr_name: { kind: 'text', label: '物料名称', required: true, max: 100, width: 180 },
  spec: { kind: 'text', label: '规格型号', max: 100, width: 140 },
  unit: { kind: 'text', label: '单位', max: 10, width: 60 },
} as const

/**
 * 采购订单. A buyer drafts and publishes it; the supplier's opening marks it read; from then on
 * its status follows its lines (statusFromLines): answered, shipped, received. Cancelling is
 * possible until the supplier has answered.
 */
export const purchaseOrderDocument = defineDocument({
  name: 'PurchaseOrder',
  title: '采购订单',
  table: 'purchase_order',
  fn: 'order_publish',
  basePath: '/Order/OrderPublish',
  numbering: { field: 'order_no', prefix: 'PO' },
  status: { field: 'status', values: ORDER_STATUS_VALUES },
  fields: {
    order_no: { kind: 'text', label: '订单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in'], width: 90 },
    supplyid: supplier,
    order_date: { kind: 'date', label: '订单日期', required: true, filter: ['between'], sort: true, width: 110 },
    delivery_address: { kind: 'text', label: '交货地址', max: 200, width: 200 },
    currency: { kind: 'text', label: '币种', max: 10, width: 60 },
    remark: { kind: 'text', label: '备注', max: 500, list: false },
    qty: { kind: 'number', label: '数量', readOnly: true, sum: true, width: 90 },
    amount: { kind: 'money', label: '金额', readOnly: true, sum: true, sort: true, width: 120 },
  },
  scope: { supplyid: 'supplyid' },
  managedSuppliers: true,
  hiddenFromOwner: ['草稿'],
  staffSide: 'buyer',
  defaultSort: { field: 'order_date', order: 'desc' },
  searchKeyFields: ['order_no'],
  lines: {
    title: '订单明细',
    table: 'purchase_order_line',
    parent: 'order_id',
    max: 200,
    fields: {
      ...mtr,
      qty: { kind: 'number', label: '数量', required: true, sum: true, width: 90 },
      unit_price: { kind: 'money', label: '单价', required: true, width: 100 },
      amount: { kind: 'money', label: '金额', required: true, sum: true, width: 120 },
      required_date: { kind: 'date', label: '需求日期', required: true, width: 110 },
    },
    totals: { qty: 'qty', amount: 'amount' },
  },
  actions: {
    Publish: { label: '发布', from: ['草稿'], to: '已发布', path: '/Order/OrderPublish/Publish' },
    Cancel: { label: '作废', from: CANCELLABLE, to: '已作废', reason: 'optional', path: '/Order/OrderPublish/Cancel' },
    // the supplier's first look (订单接收, 供应商确认 or the mail link), once
    Read: { label: '查看', from: ['已发布'], to: '已查看', by: 'owner', automatic: true },
  },
})

/** 送货批次: what a supplier ships against one order; receipts fill it (在途 → 部分收货 → 已收货). */
export const deliveryBatchDocument = defineDocument({
  name: 'DeliveryBatch',
  title: '送货批次',
  table: 'delivery_batch',
  fn: 'order_supplySendRecord',
  basePath: '/Order/SupplyBatch',
  numbering: { field: 'batch_no', prefix: 'DN' },
  status: { field: 'status', values: BATCH_STATUS_VALUES },
  fields: {
    batch_no: { kind: 'text', label: '送货单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in'], width: 90 },
    supplyid: supplier,
    ship_date: { kind: 'date', label: '发货日期', required: true, filter: ['between'], sort: true, width: 110 },
    planned_arrival: { kind: 'date', label: '预计到货', required: true, filter: ['between'], sort: true, width: 110 },
    logistics_no: { kind: 'text', label: '物流单号', max: 50, width: 140 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
    qty: { kind: 'number', label: '发货数量', readOnly: true, sum: true, width: 90 },
    received_qty: { kind: 'number', label: '已收数量', readOnly: true, sum: true, width: 90 },
  },
  scope: { supplyid: 'supplyid' },
  managedSuppliers: true,
  ownerWrites: true,
  staffSide: 'buyer',
  defaultSort: { field: 'planned_arrival', order: 'desc' },
  searchKeyFields: ['batch_no', 'logistics_no'],
  lines: {
    title: '发货明细',
    table: 'delivery_batch_line',
    parent: 'batch_id',
    fields: {
      qty: { kind: 'number', label: '发货数量', required: true, sum: true, width: 90 },
      received_qty: { kind: 'number', label: '已收数量', readOnly: true, sum: true, width: 90 },
    },
    totals: { qty: 'qty', received_qty: 'received_qty' },
  },
  actions: {
    // a receipt takes in part of the batch, or the rest of it
    ReceivePart: { label: '部分收货', from: ['在途', '部分收货'], to: '部分收货', automatic: true },
    Receive: { label: '收货', from: ['在途', '部分收货'], to: '已收货', automatic: true },
  },
})

/**
 * 收货单: goods taken in against an order (or without one). Lines that need inspection keep the
 * receipt 待检验 until inspected; a receipt whose lines are all exempt or inspected is 已入库.
 */
export const receiptDocument = defineDocument({
  name: 'Receipt',
  title: '收货单',
  table: 'pc_receipt',
  fn: 'PcRcv_detail',
  basePath: '/api/Receive',
  numbering: { field: 'rcv_no', prefix: 'RK' },
  status: { field: 'status', values: RECEIPT_STATUS_VALUES },
  fields: {
    rcv_no: { kind: 'text', label: '收货单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in'], width: 90 },
    supplyid: supplier,
    rcv_date: { kind: 'date', label: '收货日期', required: true, filter: ['between'], sort: true, width: 110 },
    warehouse: { kind: 'text', label: '仓库', required: true, max: 50, width: 100 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
    qty: { kind: 'number', label: '收货数量', readOnly: true, sum: true, width: 90 },
    qualified_qty: { kind: 'number', label: '合格数量', readOnly: true, sum: true, width: 90 },
    rejected_qty: { kind: 'number', label: '不合格数量', readOnly: true, sum: true, width: 90 },
  },
  scope: { supplyid: 'supplyid' },
  managedSuppliers: true,
  staffSide: 'warehouse',
  defaultSort: { field: 'rcv_date', order: 'desc' },
  searchKeyFields: ['rcv_no'],
  lines: {
    title: '收货明细',
    table: 'pc_receipt_line',
    parent: 'receipt_id',
    fields: {
      ...mtr,
      qty: { kind: 'number', label: '收货数量', required: true, sum: true, width: 90 },
      qualified_qty: { kind: 'number', label: '合格数量', readOnly: true, sum: true, width: 90 },
      rejected_qty: { kind: 'number', label: '不合格数量', readOnly: true, sum: true, width: 90 },
      check_status: {
        kind: 'enum',
        label: '检验状态',
        required: true,
        options: CHECK_STATUSES.map((value) => ({ value, label: value })),
        width: 90,
      },
    },
    totals: { qty: 'qty', qualified_qty: 'qualified_qty', rejected_qty: 'rejected_qty' },
  },
  actions: {
    // the last line waiting for inspection is inspected (the quality area's inspection)
    Store: { label: '入库', from: ['待检验'], to: '已入库', automatic: true },
  },
})
