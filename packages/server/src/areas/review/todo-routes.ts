import { CHANGE_KINDS, type ChangeKind } from '@scm/core/review'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { accepts, ok, parseBody, parseQuery, requireFn, type AppEnv } from '../../http'
import { deptOf, rowsOf } from './review'
import { changeImpact, handleChange, handlings, unhandled } from './changes'
import { bad, id, REVIEW_FNS, staffOnly, text, TODO_FNS, visibleDept } from './review-calls'
import { saOrderAuditrst, saOrderReview } from './schema'

// The departments' to-do (/todo): the changes and the orders' audits they have not handled
// (/api/OrderAudit), a change handled and its impact (/api/SaChange).

export const todoRoutes = new Hono<AppEnv>()
const R = todoRoutes

const kindQuery = z.object({ kind: z.enum(['tc', 'td'], bad('请选择变更类型（tc/td）')).optional() })
const changeQuery = z.object({ kind: z.enum(['tc', 'td'], bad('请选择变更类型（tc/td）')), id: id('请选择变更') })

/**
 * GET GetUnHandNotince[?kind=tc|td]: the changes the caller's department has not handled (all
 * departments' for others), with age; without kind (as the spec lists the call) both kinds, oldest first.
 */
R.get('/api/OrderAudit/GetUnHandNotince', requireFn(TODO_FNS), accepts({ query: kindQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { kind } = parseQuery(c, kindQuery)
  const db = c.get('db')
  const dept = await visibleDept(db, c.get('user'))
  if (kind) return ok(c, await unhandled(db, kind, dept))
  const both = [...(await unhandled(db, 'tc', dept)), ...(await unhandled(db, 'td', dept))]
  return ok(c, both.sort((a, b) => a.issued_at.localeCompare(b.issued_at)))
})

/** GET GetUnHandOrderAduit: the orders in review whose audit by the caller's department (a reviewer's; all for others) is still open. */
R.get('/api/OrderAudit/GetUnHandOrderAduit', requireFn([...TODO_FNS, ...REVIEW_FNS]), async (c) => {
  staffOnly(c.get('user'))
  const db = c.get('db')
  const dept = await visibleDept(db, c.get('user'))
  const rows = await rowsOf(
    db,
    sql`select o.id, o.order_no, o.model, coalesce(o.configuration, '') as configuration, o.delivery_date::text as delivery_date, r.status, d.dept_name,
        to_char(r.created_at, 'YYYY-MM-DD HH24:MI:SS') as since
      from ${saOrderAuditrst} a join ${saOrderReview} r on r.order_id = a.order_id join sa_order o on o.id = a.order_id join org_dept d on d.id = a.dept_id
      where r.status in ('评审中', '已退回') and a.result is distinct from '同意' ${dept === undefined ? sql`` : sql`and a.dept_id = ${dept ?? 0}`}
      order by o.delivery_date, o.id`,
  )
  return ok(c, rows)
})

// ---- changes: handling and impact ----

const handleBody = z.object({ kind: z.enum(['tc', 'td'], bad('请选择变更类型（tc/td）')), id: id('请选择变更'), opinion: text(500, '处理意见最多500个字符').optional().default('') })
/** POST /api/SaChange/Handle {kind, id, opinion}: the caller's department has handled the change (it leaves his to-do). */
R.post('/api/SaChange/Handle', requireFn(TODO_FNS, 'edit'), accepts({ body: handleBody }), async (c) => {
  const user = c.get('user')
  staffOnly(user)
  const body = await parseBody(c, handleBody)
  await c.get('db').transaction(async (tx) => handleChange(tx, body.kind as ChangeKind, body.id, await deptOf(tx, user), user, body.opinion))
  return ok(c, await handlings(c.get('db'), body.kind, body.id), '处理成功')
})

/** GET /api/SaChange/GetImpact?kind&id: the open orders and purchase order lines the change touches, and its handlings. */
R.get('/api/SaChange/GetImpact', requireFn([...TODO_FNS, ...REVIEW_FNS]), accepts({ query: changeQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { kind, id: changeId } = parseQuery(c, changeQuery)
  const db = c.get('db')
  return ok(c, { ...(await changeImpact(db, kind, changeId)), handlings: await handlings(db, kind, changeId), title: CHANGE_KINDS[kind].title })
})
