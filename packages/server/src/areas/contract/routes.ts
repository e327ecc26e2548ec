// Contract calls (/contract/query, /contract/detail). API.md "Contracts"; the download of a
// contract's file is in contract-files.ts.
import { z } from 'zod'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { ok, refuse } from '../../http/envelope'
import { can, requireFn, SUPPLIER_OWNED } from '../../http/grants'
import { readListQuery, listPage, listQuery } from '../../http/list'
import { readBody } from '../../http/body'
import { isBlank, parseId } from '../../platform/input'
import { xlsxResponse } from '../../platform/xlsx'
import { CONTRACT_FNS as FNS, contractFileRoutes } from './contract-files'
import { CONTRACT_EXPORT_COLUMNS, contractBatches, contractDetail, contractSaveBody, contractWhere, deleteContracts, listContracts, saveContract } from './contracts'
import { accepts } from '../../http/call-input'
import { idValue } from '../../http/params'
import { deleteBody } from '../../resource/contract'

export const contractRoutes = new Hono<AppEnv>()
contractRoutes.route('/', contractFileRoutes)

contractRoutes.on(['GET', 'POST'], '/api/Contract/GetList', requireFn(FNS, SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const { rows, total } = await listContracts(c.get('db'), c.get('user'), q)
  return ok(c, listPage<unknown>(rows, total, q.page))
})

contractRoutes.get('/api/Contract/GetDetail', requireFn(FNS, SUPPLIER_OWNED), accepts({ query: z.object({ id: idValue }) }), async (c) => {
  return ok(c, await contractDetail(c.get('db'), c.get('user'), parseId(c.req.query('id'), '合同编号')))
})

contractRoutes.post('/api/Contract/Save', requireFn(FNS, SUPPLIER_OWNED), accepts({ body: contractSaveBody }), async (c) => {
  const body = await readBody(c)
  if (!(await can(c, FNS, isBlank(body.id) ? 'add' : 'edit'))) refuse('无权限', 403)
  const db = c.get('db')
  const id = await db.transaction((tx) => saveContract(tx, c.get('user'), body))
  return ok(c, await contractDetail(db, c.get('user'), id), '保存成功')
})

contractRoutes.post('/api/Contract/Del', requireFn('contract_query', 'delete', SUPPLIER_OWNED), accepts({ query: deleteBody, body: deleteBody, queryOrBody: true }), async (c) => {
  const body = await readBody(c)
  const given = body.ids ?? body.id ?? c.req.query('ids') ?? c.req.query('id')
  const list = (Array.isArray(given) ? given : String(given ?? '').split(',')).filter((v) => !isBlank(v))
  if (!list.length) refuse('请选择要删除的合同')
  const ids = [...new Set(list.map((v) => parseId(v, '合同编号')))]
  await c.get('db').transaction((tx) => deleteContracts(tx, c.get('user'), ids))
  return ok(c, null, '删除成功')
})

contractRoutes.post('/api/Contract/Export', requireFn('contract_query', 'export', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  return xlsxResponse('合同', CONTRACT_EXPORT_COLUMNS, contractBatches(c.get('db'), contractWhere(c.get('user'), q.filters, q.searchKey)))
})
