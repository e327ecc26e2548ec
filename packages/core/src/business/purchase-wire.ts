// Shapes of the procurement and receiving API (packages/server/src/areas/order/API.md), as the
// server answers them and the screens read them. Statuses travel as their Chinese labels.
import type { DocumentEvent } from '../document/detail'
import type { MaterialOf } from '../resource/lookups'
import type { BatchStatus, CheckStatus, LineStatus, OrderStatus, QualifiedBy, ReceiptStatus } from './purchase-status'

export interface OrderRow {
  id: number
  order_no: string
  supplyid: number
  supply_name: string
  buyer_userid: number
  buyer_name: string
  order_date: string
  delivery_address: string
  currency: string
  remark: string
  status: OrderStatus
  amount: number
  line_count: number
  qty: number
  confirmed_qty: number
  shipped_qty: number
  received_qty: number
  published_at: string
  read_at: string
  confirmed_at: string
  created_at: string
  created_by: string
  updated_at: string
  updated_by: string
  /** SupplyConfirm lists only: lines waiting for the supplier / for the buyer's review. */
  pending_lines?: number
  proposal_lines?: number
}

export interface OrderLine extends MaterialOf {
  id: number
  order_id: number
  line_no: number
  qty: number
  unit_price: number
  amount: number
  required_date: string
  confirmed_qty: number
  promised_date: string
  proposed_qty: number | null
  proposed_date: string
  proposal_reason: string
  reject_reason: string
  shipped_qty: number
  received_qty: number
  qualified_qty: number
  shippable_qty: number
  receivable_qty: number
  line_status: LineStatus
  remark: string
}

export interface OrderLineRow extends OrderLine {
  order_no: string
  supplyid: number
  supply_name: string
  buyer_name: string
  order_date: string
  status: OrderStatus
}

/** An order's history entry: the kit's entry, with the order API's names kept (order_id, user_name). */
export interface OrderEvent extends DocumentEvent {
  order_id: number
  user_name: string
}

export interface SupplyContact {
  supplyid: number
  supply_name: string
  contact: string
  phone: string
  email?: string
  address: string
}

export interface BatchRow {
  id: number
  batch_no: string
  order_id: number
  order_no: string
  supplyid: number
  supply_name: string
  ship_date: string
  planned_arrival: string
  logistics_no: string
  remark: string
  status: BatchStatus
  overdue: boolean
  overdue_days: number
  qty: number
  received_qty: number
  public_key: string
  created_at: string
  created_by: string
}

export interface BatchLine extends MaterialOf {
  id: number
  batch_id: number
  order_line_id: number
  line_no: number
  qty: number
  received_qty: number
  receivable_qty: number
}

export interface BatchDetail extends BatchRow {
  lines: BatchLine[]
  history: DocumentEvent[]
  note_url: string
  qr_svg: string
  qr_data_url: string
  supply: SupplyContact
  delivery_address: string
  buyer_name: string
}

export interface OrderDetail extends OrderRow {
  lines: OrderLine[]
  history: OrderEvent[]
  batches: BatchRow[]
  supply: SupplyContact
}

export interface SendRecord {
  id: number
  order_id: number
  order_no: string
  supplyid: number
  supply_name: string
  recipient: string
  subject: string
  version: 1 | 2
  transport: 'smtp' | 'outbox'
  result: '已发送' | '发送失败' | '已存入发件箱'
  error: string
  sent_at: string
  sent_by: string
  expires_at: string
  resend_of: number | null
}

export interface MailPreview {
  subject: string
  html: string
  recipients: string[]
  version: 1 | 2
}

export interface Buyer {
  userid: number
  usercode: string
  UserName: string
  email: string
  is_default: boolean
}

// Receiving (API.md "Receiving")

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
  status: ReceiptStatus
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

export interface ReceiptLine extends MaterialOf {
  id: number
  receipt_id: number
  line_no: number
  order_line_id: number | null
  batch_line_id: number | null
  qty: number
  qualified_qty: number
  rejected_qty: number
  /** of the rejected, what goes back to the supplier (判定处理 退货) */
  returned_qty: number
  check_status: CheckStatus
  remark: string
}

export interface ReceiptDetail extends ReceiptRow {
  lines: ReceiptLine[]
  history: DocumentEvent[]
}

/** A line of GetReceivable: what may still be received on an order line (through a batch line). */
export interface ReceivableLine extends MaterialOf {
  order_line_id: number
  batch_line_id: number | null
  line_no: number
  qty: number
  confirmed_qty: number
  received_qty: number
  receivable_qty: number
  /** who decides its qualified part (the skip-inspection setting included) */
  qualified_by: QualifiedBy
  /** the supplier's approved packaging's quantity per package (null: none approved); a count off whole packs is warned of (packWarning) */
  pack_qty: number | null
}

/** GetReceivable: the order (and delivery batch) being received and its receivable lines. */
export interface Receivable {
  order: OrderRow
  batch: BatchRow | null
  lines: ReceivableLine[]
}
