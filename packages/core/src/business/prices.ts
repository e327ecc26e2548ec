// Prices several areas read (catalogue's quotes, order lines, receipts): an approved price period.

/** One approved price period of a part and supplier (the platform's approved prices). */
export interface ApprovedPrice {
  id: number
  mtr_id: number
  mtr_code: string
  mtr_name: string
  supplyid: number
  supply_name: string
  price: number
  valid_from: string
  /** null: open-ended */
  valid_to: string | null
  quote_no: string
  approved_at: string
}
