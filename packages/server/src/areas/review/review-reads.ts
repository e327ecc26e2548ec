import { REVIEW_MESSAGES as M, REVIEW_OPEN, REVIEW_STATUSES } from '@scm/core/review'
import { sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { accepts, ok, parseBody, parseQuery, requireFn, type AppEnv } from '../../http'
import { containsPattern } from '../../platform/like'
import { audits, changesOfOrder, getOrder, listOrders, orderByNo } from './review'
import { bomLevel, bomList } from './order-bom'
import { CHANGE_TABLES } from './changes'
import { picturesOf, readinessProblems } from './readiness'
import { bad, id, orderQuery, page, REVIEW_FNS, staffOnly, text, visibleDept } from './review-calls'

// The review's reads (/api/OrderAudit): the order lists, an order's header and detail, its pictures,
// BOM, changes and departments' audits.

export const reviewReadRoutes = new Hono<AppEnv>()
const R = reviewReadRoutes

const listBody = z.looseObject({
  ...page,
  status: z.enum(REVIEW_STATUSES, bad('评审状态不正确')).optional().or(z.literal('')),
  model: text(50, '车型不正确').optional(),
})

function orderWhere(q: z.output<typeof listBody>, statuses: readonly string[] | null): SQL {
  const parts: SQL[] = []
  if (q.status) parts.push(sql`coalesce(r.status, '待评审') = ${q.status}`)
  else if (statuses) parts.push(sql`coalesce(r.status, '待评审') in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`)
  if (q.model) parts.push(sql`o.model ilike ${containsPattern(q.model)}`)
  if (q.searchKey) {
    const p = containsPattern(q.searchKey)
    parts.push(sql`(o.order_no ilike ${p} or o.model ilike ${p} or c.cust_name ilike ${p} or o.configuration ilike ${p})`)
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`
}

R.post('/api/OrderAudit/GetOrderList', requireFn(REVIEW_FNS), accepts({ body: listBody }), async (c) => {
  staffOnly(c.get('user'))
  const q = await parseBody(c, listBody)
  return ok(c, await listOrders(c.get('db'), orderWhere(q, REVIEW_OPEN), q.page, q.rows))
})

R.post('/api/OrderAudit/GetOrderListQuery', requireFn(REVIEW_FNS), accepts({ body: listBody }), async (c) => {
  staffOnly(c.get('user'))
  const q = await parseBody(c, listBody)
  return ok(c, await listOrders(c.get('db'), orderWhere(q, null), q.page, q.rows))
})

R.get('/api/OrderAudit/GetOrderHeader', requireFn(REVIEW_FNS), accepts({ query: orderQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_id } = parseQuery(c, orderQuery)
  const db = c.get('db')
  const order = await getOrder(db, order_id)
  const all = await audits(db, order_id)
  return ok(c, { ...order, agreed: all.filter((a) => a.result === '同意').length, audits: all.length, depts: all.map((a) => `${a.dept_name}:${a.result ?? '待评审'}`).join('，') })
})

R.get('/api/OrderAudit/GetOrderDetail', requireFn(REVIEW_FNS), accepts({ query: orderQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_id } = parseQuery(c, orderQuery)
  const db = c.get('db')
  const order = await getOrder(db, order_id)
  const mine = await visibleDept(db, c.get('user'))
  return ok(c, { order, audits: await audits(db, order_id, mine), problems: order.status === '已就绪' ? [] : await readinessProblems(db, order) })
})

const pictureQuery = z.object({ order_no: text(30, M.order).min(1, M.order) })
R.get('/api/OrderAudit/GetPictureByOrderNo', requireFn(REVIEW_FNS), accepts({ query: pictureQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_no } = parseQuery(c, pictureQuery)
  const db = c.get('db')
  return ok(c, await picturesOf(db, await orderByNo(db, order_no)))
})

R.get('/api/OrderAudit/GetOrderBomList', requireFn(REVIEW_FNS), accepts({ query: orderQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_id } = parseQuery(c, orderQuery)
  const db = c.get('db')
  return ok(c, await bomList(db, await getOrder(db, order_id)))
})

const treeQuery = z.object({ order_id: id(M.order), parent_mtr_id: z.coerce.number(bad('上级物料不正确')).int('上级物料不正确').min(0, '上级物料不正确').max(2147483647, '上级物料不正确').optional().default(0) })
R.get('/api/OrderAudit/GetBomOfTree', requireFn(REVIEW_FNS), accepts({ query: treeQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_id, parent_mtr_id } = parseQuery(c, treeQuery)
  const db = c.get('db')
  return ok(c, await bomLevel(db, await getOrder(db, order_id), parent_mtr_id))
})

for (const [path, kind] of [
  ['GetSaOrderTcnoticeList', 'tc'],
  ['GetSaOrderTdealList', 'td'],
] as const) {
  R.get(`/api/OrderAudit/${path}`, requireFn(REVIEW_FNS), accepts({ query: orderQuery }), async (c) => {
    staffOnly(c.get('user'))
    const { order_id } = parseQuery(c, orderQuery)
    const db = c.get('db')
    await getOrder(db, order_id)
    const t = CHANGE_TABLES[kind]
    return ok(c, await changesOfOrder(db, order_id, kind, sql`${t.header}`, sql`${t.lines}`))
  })
}

R.get('/api/OrderAudit/GetSaOrderAuditrst', requireFn(REVIEW_FNS), accepts({ query: orderQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_id } = parseQuery(c, orderQuery)
  const db = c.get('db')
  await getOrder(db, order_id)
  return ok(c, await audits(db, order_id, await visibleDept(db, c.get('user'))))
})
