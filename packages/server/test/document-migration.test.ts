// 0006_procurement_documents: purchase orders, delivery batches and receipts join the kit's one
// history. A database just before it, with order history, batches and receipts, keeps them all.
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { migrateDatabase } from '../src/db/migrate'
import { documentHistory } from '../src/document/records'
import { databaseAt, tagBefore } from './migrations'

describe('procurement documents onto the kit', () => {
  const { state, one } = databaseAt(tagBefore(/^\d+_procurement_documents$/))

  it('moves order_event into doc_event in order, starts batch and receipt histories, and sets receipt statuses', async () => {
    const db = state.database.db
    const buyer = (await one<{ userid: number }>(sql`insert into sys_user (usercode, user_name, password_hash, password_salt) values ('mig_buyer', '迁移采购员', 'x', 'x') returning userid`)).userid
    await db.execute(sql`insert into pc_supply (supplyid, supply_name) values (990101, '迁移供应商')`)
    const mtr = (await one<{ mtr_id: number }>(sql`insert into pub_materiel (mtr_code, mtr_name) values ('MIG-1', '迁移物料') returning mtr_id`)).mtr_id
    const order = (await one<{ id: number }>(
      sql`insert into purchase_order (order_no, supplyid, buyer_userid, order_date, status) values ('PO-MIG-1', 990101, ${buyer}, '2026-03-01', '交货中') returning id`,
    )).id
    const line = (await one<{ id: number }>(
      sql`insert into purchase_order_line (order_id, supplyid, line_no, mtr_id, mtr_code, mtr_name, qty, unit_price, amount, required_date, line_status)
          values (${order}, 990101, 1, ${mtr}, 'MIG-1', '迁移物料', 10, 1, 10, '2026-03-10', '交货中') returning id`,
    )).id
    // history in id order; a user deleted since (userid 987654 has no row) keeps his name
    await db.execute(sql`insert into order_event (id, order_id, supplyid, line_id, line_no, action, detail, side, userid, user_name, created_at) values
      (802, ${order}, 990101, ${line}, 1, '确认', '数量 10，交期 2026-03-10', 'supplier', 987654, '供应商用户', '2026-03-02T08:00:00Z'),
      (801, ${order}, 990101, null, null, '创建', '1 行物料', 'buyer', ${buyer}, '迁移采购员', '2026-03-01T08:00:00Z')`)
    const batch = (await one<{ id: number }>(
      sql`insert into delivery_batch (batch_no, order_id, supplyid, ship_date, planned_arrival, status, public_key, qty, received_qty, created_by, created_by_name, created_at)
          values ('DN-MIG-1', ${order}, 990101, '2026-03-03', '2026-03-05', '部分收货', 'mig-key', 10, 4, ${buyer}, '迁移采购员', '2026-03-03T08:00:00Z') returning id`,
    )).id
    const receipt = async (no: string, check: string) => {
      const id = (await one<{ id: number }>(
        sql`insert into pc_receipt (rcv_no, supplyid, order_id, rcv_date, warehouse, receiver_name, qty) values (${no}, 990101, ${order}, '2026-03-04', '原材料库', '仓管员', 2) returning id`,
      )).id
      await db.execute(sql`insert into pc_receipt_line (receipt_id, supplyid, line_no, mtr_id, mtr_code, mtr_name, qty, check_status) values (${id}, 990101, 1, ${mtr}, 'MIG-1', '迁移物料', 2, ${check})`)
      return id
    }
    const [waiting, stored] = [await receipt('RK-MIG-1', '待检'), await receipt('RK-MIG-2', '免检')]

    await migrateDatabase(state.database)

    const history = await documentHistory(db, 'PurchaseOrder', order)
    expect(history.map((e) => [e.action, e.detail, e.line_no, e.side, e.userid, e.UserName])).toEqual([
      ['创建', '1 行物料', null, 'buyer', buyer, '迁移采购员'],
      ['确认', '数量 10，交期 2026-03-10', 1, 'supplier', null, '供应商用户'],
    ])
    expect(history[1]!.created_at).toMatch(/^2026-03-02 \d\d:00:00$/)
    expect((await documentHistory(db, 'DeliveryBatch', batch)).map((e) => [e.action, e.from_status, e.to_status, e.UserName])).toEqual([
      ['发货', '', '在途', '迁移采购员'],
      ['部分收货', '在途', '部分收货', ''],
    ])
    const statuses = await one<{ a: string; b: string }>(sql`select (select status from pc_receipt where id = ${waiting}) as a, (select status from pc_receipt where id = ${stored}) as b`)
    expect(statuses).toEqual({ a: '待检验', b: '已入库' })
    expect((await documentHistory(db, 'Receipt', waiting)).map((e) => [e.action, e.to_status, e.side])).toEqual([['收货', '待检验', 'warehouse']])
    expect(await one<{ t: string | null }>(sql`select to_regclass('order_event')::text as t`)).toEqual({ t: null })
  })
})
