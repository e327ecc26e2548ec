import { SALE_CHECK_BASE } from './items'

/** Kinds of stock documents a supplier sees of his goods: taken into stock (accepted), returned to him. */
export const STOCK_BILL_TYPES = ['入库', '退货'] as const
export type StockBillType = (typeof STOCK_BILL_TYPES)[number]

/** 库存单据查询 (/MyAccount/MyStOutBill_query): its menu function and list call (signed, like every account view). */
export const STOCK_BILL_FN = 'MyAccount_MyStOutBill_query'
export const STOCK_BILL_PATH = `${SALE_CHECK_BASE}/GetStockBills`

/** One stock document line: an accepted receipt line (入库) or a returned quantity of a handling (退货). */
export interface StockBillRow {
  key: string
  bill_type: StockBillType
  bill_no: string
  bill_date: string
  supplyid: number
  supply_name: string
  mtr_code: string
  mtr_name: string
  qty: string
  warehouse: string
}

/** 库存查询 (/MyAccount/MyStMreck_query): the stock of the supplier's materials, from the stock documents above. */
export const STOCK_FN = 'MyAccount_MyStMreck_query'
export const STOCK_PATH = `${SALE_CHECK_BASE}/GetStock`

/** One material of a supplier in stock: taken in (入库) less returned (退货), never a typed figure. */
export interface StockRow {
  key: string
  supplyid: number
  supply_name: string
  mtr_code: string
  mtr_name: string
  in_qty: string
  return_qty: string
  stock_qty: string
  last_date: string
}
