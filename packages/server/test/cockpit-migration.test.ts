// 0036_cockpit_first_promise: order lines gain the date the supplier first gave (on-time delivery
// against the first promise) and maintenance logs the due date they answered. Lines answered before
// take the first date known: the confirmed date, else the proposal awaiting review; unanswered
// lines and old logs stay empty (not counted) rather than guessed.
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { migrateDatabase } from '../src/db/migrate'
import { databaseAt, tagBefore } from './migrations'

describe('order lines and maintenance logs before the cockpit', () => {
  const { state, rows, one } = databaseAt(tagBefore(/^\d+_cockpit_first_promise$/))

  it('gives answered lines their first promised date and leaves the rest empty', async () => {
    const db = state.database.db
    await db.execute(sql`insert into pc_supply (supplyid, supply_name) values (990301, '迁移供应商')`)
    const buyer = await one<{ userid: number }>(sql`insert into sys_user (usercode, user_name, password_hash, password_salt) values ('mig-buyer', '迁移采购员', 'x', 'y') returning userid`)
    const mtr = await one<{ mtr_id: number }>(sql`insert into pub_materiel (mtr_code, mtr_name) values ('MIG-36', '迁移物料') returning mtr_id`)
    const order = await one<{ id: number }>(
      sql`insert into purchase_order (order_no, supplyid, buyer_userid, order_date, status) values ('PO203601010001', 990301, ${buyer.userid}, '2026-01-01', '部分确认') returning id`,
    )
    const line = (no: number, status: string, promised: string | null, proposed: string | null) =>
      db.execute(sql`insert into purchase_order_line (order_id, supplyid, line_no, mtr_id, mtr_code, mtr_name, qty, unit_price, amount, required_date, line_status, promised_date, proposed_date)
        values (${order.id}, 990301, ${no}, ${mtr.mtr_id}, 'MIG-36', '迁移物料', 10, 1, 10, '2026-02-01', ${status}, ${promised}, ${proposed})`)
    await line(1, '已确认', '2026-02-01', null)
    await line(2, '已确认', '2026-02-06', '2026-02-06') // an approved proposal
    await line(3, '变更待审', null, '2026-02-09') // a proposal awaiting the buyer
    await line(4, '待确认', null, null)
    await line(5, '已拒绝', null, null)

    await migrateDatabase(state.database)

    expect(await rows(sql`select line_no, line_status, first_promised_date::text as first from purchase_order_line where order_id = ${order.id} order by line_no`)).toEqual([
      { line_no: 1, line_status: '已确认', first: '2026-02-01' },
      { line_no: 2, line_status: '已确认', first: '2026-02-06' },
      { line_no: 3, line_status: '变更待审', first: '2026-02-09' },
      { line_no: 4, line_status: '待确认', first: null },
      { line_no: 5, line_status: '已拒绝', first: null },
    ])
    expect(await one(sql`select count(*)::int as n from information_schema.columns where table_name = 'equip_main_log' and column_name = 'due_date'`)).toEqual({ n: 1 })
  })
})
