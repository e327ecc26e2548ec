import type { CheckStatus } from '../order/shared/types'

// Receipt shapes of the receiving API (packages/server/src/areas/order/API.md "Receiving").

export interface ReceiptRow {
  id: number
  rcv_no: string
  supplyid: number
  supply_name: string
  order_id: number | null
  order_no: string
  batch_id: number | null
  batch_no: string
  has_order: boolean
  rcv_date: string
  warehouse: string
  receiver_userid: number
  receiver_name: string
  qty: number
  qualified_qty: number
  rejected_qty: number
  line_count: number
  remark: string
  created_at: string
}

export interface ReceiptLine {
  id: number
  receipt_id: number
  line_no: number
  order_line_id: number | null
  batch_line_id: number | null
  mtr_id: number
  mtr_code: string
  mtr_name: string
  spec: string
  unit: string
  qty: number
  qualified_qty: number
  rejected_qty: number
  check_status: CheckStatus
  remark: string
}

export interface ReceiptDetail extends ReceiptRow {
  lines: ReceiptLine[]
}

export const RECEIVE_PATHS = {
  appConfig: '/api/Receive/GetAppConfig',
  receivable: '/api/Receive/GetReceivable',
  save: '/api/Receive/Save',
  list: '/api/Receive/GetList',
  detail: '/api/Receive/GetDetail',
  export: '/api/Receive/Export',
} as const

export const DEFAULT_WAREHOUSE = '原材料库'
