// Contracts with suppliers: list, detail, save (with its files), delete, export.
import { CONTRACT_STATUSES } from '@scm/core/contract'
import { containsPattern } from '../../platform/like'
import { and, count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { refuse } from '../../http/envelope'
import { ownerScope } from '../../platform/owner-scope'
import { listOrder, type ListRequest } from '../../http/list'
import { pcSupply } from '../../identity/partner-schema'

import { plain } from '../../http/plain'
import { checkAttachable, fileCount, removeFiles, setFiles } from '../../platform/attachments'
import { isBlank, optionalId, parseDate, parseId, parseNumber, parseText } from '../../platform/input'
import { keysetBatches, type XlsxColumn } from '../../platform/xlsx'
import { CONTRACT_DOC, CONTRACT_FILES_MAX, contractFiles, readFileIds } from './contract-files'
import { pcContract as C } from './schema'
import * as clock from '../../clock'
import { todaySql } from '../../clock/sql'
import { z } from 'zod'
import { dateValue, idValue, numberValue } from '../../http/params'

/** Days before valid_to when a contract shows 即将到期. */
export const EXPIRING_DAYS = 30

/** Status from validity, computed in SQL so it can be filtered and never goes stale. */
const statusSql = sql<string>`case when ${C.validFrom} > ${todaySql} then '未生效'
  when ${C.validTo} < ${todaySql} then '已过期'
  when ${C.validTo} <= ${todaySql} + ${EXPIRING_DAYS}::int then '即将到期' else '生效中' end`

const columns = {
  id: C.id,
  contract_no: C.contractNo,
  supplyid: C.supplyid,
  supply_name: pcSupply.supplyName,
  title: C.title,
  amount: C.amount,
  sign_date: C.signDate,
  valid_from: C.validFrom,
  valid_to: C.validTo,
  status: statusSql,
  file_count: fileCount(CONTRACT_DOC, C.id),
  remark: C.remark,
  created_at: C.createdAt,
  created_by: C.createdByName,
  updated_at: C.updatedAt,
  updated_by: C.updatedByName,
}

const select = (db: Db) => db.select(columns).from(C).innerJoin(pcSupply, eq(pcSupply.supplyid, C.supplyid))

export function contractWhere(user: CurrentUser, f: Record<string, unknown>, searchKey: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [ownerScope(user, { supplyid: C.supplyid })]
  if (!isBlank(f.contract_no)) parts.push(ilike(C.contractNo, containsPattern(String(f.contract_no).trim())))
  if (!isBlank(f.supplyid)) parts.push(eq(C.supplyid, parseId(f.supplyid, '供应商')))
  if (!isBlank(f.status)) {
    const statuses = String(f.status).split(',').map((s) => s.trim())
    if (statuses.some((s) => !(CONTRACT_STATUSES as readonly string[]).includes(s))) refuse('合同状态不正确')
    parts.push(inArray(statusSql, statuses))
  }
  if (!isBlank(f.sign_date_from)) parts.push(gte(C.signDate, parseDate(f.sign_date_from, '签订日期起')))
  if (!isBlank(f.sign_date_to)) parts.push(lte(C.signDate, parseDate(f.sign_date_to, '签订日期止')))
  // validity overlapping [valid_date_from, valid_date_to]: valid at some day of the range
  if (!isBlank(f.valid_date_from)) parts.push(gte(C.validTo, parseDate(f.valid_date_from, '有效期起')))
  if (!isBlank(f.valid_date_to)) parts.push(lte(C.validFrom, parseDate(f.valid_date_to, '有效期止')))
  if (searchKey) {
    const p = containsPattern(searchKey)
    parts.push(or(ilike(C.contractNo, p), ilike(C.title, p), ilike(pcSupply.supplyName, p)))
  }
  return and(...parts)
}

const sortable = { sign_date: C.signDate, contract_no: C.contractNo, amount: C.amount, valid_to: C.validTo, supply_name: pcSupply.supplyName }

export async function listContracts(db: Db, user: CurrentUser, q: ListRequest) {
  const where = contractWhere(user, q.filters, q.searchKey)
  const rows = await select(db).where(where).orderBy(...listOrder(q, sortable, [desc(C.signDate)]), desc(C.id)).limit(q.rows).offset(q.offset)
  const [{ n } = { n: 0 }] = await db.select({ n: count().mapWith(Number) }).from(C).innerJoin(pcSupply, eq(pcSupply.supplyid, C.supplyid)).where(where)
  return { rows: rows.map((row) => plain(row)), total: n }
}

export async function* contractBatches(db: Db, where: SQL | undefined) {
  const batches = keysetBatches((after: { id: number } | undefined) => select(db).where(and(where, after ? lt(C.id, after.id) : undefined)).orderBy(desc(C.id)).limit(1000), 1000)
  for await (const rows of batches) yield rows.map((r) => plain(r) as Record<string, unknown>)
}

export const CONTRACT_EXPORT_COLUMNS: XlsxColumn[] = [
  { header: '合同编号', key: 'contract_no', width: 18 },
  { header: '合同名称', key: 'title', width: 30 },
  { header: '供应商', key: 'supply_name', width: 30 },
  { header: '合同金额', key: 'amount', kind: 'money', width: 16 },
  { header: '签订日期', key: 'sign_date', width: 12 },
  { header: '有效期起', key: 'valid_from', width: 12 },
  { header: '有效期止', key: 'valid_to', width: 12 },
  { header: '状态', key: 'status' },
  { header: '附件数', key: 'file_count', kind: 'qty' },
  { header: '备注', key: 'remark', width: 30 },
]

export async function contractDetail(db: Db, user: CurrentUser, id: number) {
  const [row] = await select(db).where(and(eq(C.id, id), ownerScope(user, { supplyid: C.supplyid })))
  if (!row) refuse('合同不存在', 404)
  return { ...plain(row), files: await contractFiles(db, id) }
}

/**
 * The supplier a save writes for: a supplier's user saves only his own contracts (his id is
 * forced, whatever the body says, on a new contract and on an update alike); a customer's user
 * owns no contract; staff choose the supplier.
 */
function contractOwner(user: CurrentUser, given: unknown): number {
  if (user.customerId != null) refuse('无权限', 403)
  if (user.supplyid != null) return user.supplyid
  if (isBlank(given)) refuse('请选择供应商')
  return parseId(given, '供应商')
}

/** Create (no id) or update; file_ids (in order) replace the contract's files. Returns the id. */
/** Save's body, for the contract API (saveContract reads it field by field). */
export const contractSaveBody = z.object({
  id: idValue.nullish(),
  contract_no: z.string().trim().min(1).max(30),
  supplyid: idValue.nullish(),
  title: z.string().trim().min(1).max(100),
  amount: numberValue,
  sign_date: dateValue,
  valid_from: dateValue,
  valid_to: dateValue,
  remark: z.string().max(500).nullish(),
  file_ids: z.array(idValue).max(CONTRACT_FILES_MAX).nullish(),
})

export async function saveContract(db: Db, user: CurrentUser, body: Record<string, unknown>): Promise<number> {
  const id = optionalId(body.id, '合同编号')
  const contractNo = parseText(body.contract_no, '合同编号', 30, true)
  const supplyid = contractOwner(user, body.supplyid)
  const title = parseText(body.title, '合同名称', 100, true)
  const amount = parseNumber(body.amount, '合同金额')
  const signDate = parseDate(body.sign_date, '签订日期')
  const validFrom = parseDate(body.valid_from, '有效期起')
  const validTo = parseDate(body.valid_to, '有效期止')
  if (validTo < validFrom) refuse('有效期止不能早于有效期起')
  const remark = parseText(body.remark, '备注', 500)
  const fileIds = readFileIds(body.file_ids)
  const [supply] = await db.select({ id: pcSupply.supplyid }).from(pcSupply).where(eq(pcSupply.supplyid, supplyid))
  if (!supply) refuse('供应商不存在')
  const [taken] = await db
    .select({ id: C.id })
    .from(C)
    .where(and(eq(C.contractNo, contractNo), id === null ? undefined : ne(C.id, id)))
  if (taken) refuse('合同编号已存在')
  const values = { contractNo, supplyid, title, amount, signDate, validFrom, validTo, remark, updatedAt: clock.now(), updatedBy: user.userid, updatedByName: user.UserName }
  let contractId: number
  if (id === null) {
    const [row] = await db.insert(C).values({ ...values, createdBy: user.userid, createdByName: user.UserName }).returning({ id: C.id })
    contractId = row!.id
  } else {
    const [row] = await db.update(C).set(values).where(and(eq(C.id, id), ownerScope(user, { supplyid: C.supplyid }))).returning({ id: C.id })
    if (!row) refuse('合同不存在', 404)
    contractId = id
  }
  await checkAttachable(db, user.userid, fileIds, CONTRACT_DOC, id)
  await setFiles(db, CONTRACT_DOC, contractId, fileIds, user)
  return contractId
}

export async function deleteContracts(db: Db, user: CurrentUser, ids: number[]) {
  const deleted = await db.delete(C).where(and(inArray(C.id, ids), ownerScope(user, { supplyid: C.supplyid }))).returning({ id: C.id })
  if (deleted.length !== ids.length) refuse('合同不存在', 404) // the transaction rolls the others back
  await removeFiles(db, CONTRACT_DOC, ids)
}
