import { defineCodeTable } from '../../resource/defs/code-table'

/** How an item enters a statement's total: 加项 adds, 减项 deducts (a claim, a penalty). */
export const ITEM_DIRECTIONS = [
  { value: '加项', label: '加项' },
  { value: '减项', label: '减项' },
] as const
export type ItemDirection = (typeof ITEM_DIRECTIONS)[number]['value']

/** The base path of every account (reconciliation) call the spec names (`/SaleCheck/…`). */
export const SALE_CHECK_BASE = '/SaleCheck'

/**
 * 对账项目 /MyAccount/salecheckItem (DOMAIN.md "Reconciliation and balance"): the kinds of
 * amounts a statement holds besides accepted receipts — 运费, 质量扣款, 返利… — each an addition
 * or a deduction; a disabled one is no longer offered. Its calls are the spec's:
 * `POST /SaleCheck/GetAllItem`, `POST /SaleCheck/SaveItem` (and DelItem, ExportItem beside them).
 */
export const saleCheckItemResource = defineCodeTable({
  name: 'SaleCheckItem',
  title: '对账项目',
  table: 'acc_check_item',
  fn: 'MyAccount_salecheckItem',
  basePath: SALE_CHECK_BASE,
  calls: { list: 'GetAllItem', save: 'SaveItem', del: 'DelItem', detail: 'GetItem', export: 'ExportItem', refOptions: 'ItemRefOptions' },
  codeLabel: '项目编码',
  nameLabel: '项目名称',
  fields: {
    direction: { kind: 'enum', label: '方向', required: true, options: ITEM_DIRECTIONS, filter: ['eq'], width: 80 },
  },
})
