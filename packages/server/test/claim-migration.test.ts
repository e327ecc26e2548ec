// 0010_claim_8d: the claim gains its source number and the supplier's 8D. Claims saved before it
// keep their rows, statuses and lines, and read through the claim calls as before.
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { claimDocument } from '@scm/core/quality'
import { migrateDatabase } from '../src/db/migrate'
import { bindDocument } from '../src/document/records'
import { getRecord } from '../src/resource/records'
import { claimTables } from '../src/areas/quality/schema'
import { databaseAt, tagBefore } from './migrations'

describe('claims before the 8D', () => {
  const { state, one } = databaseAt(tagBefore(/^\d+_claim_8d$/))

  it('keeps old claims in their statuses with empty source number and 8D', async () => {
    const db = state.database.db
    await db.execute(sql`insert into pc_supply (supplyid, supply_name) values (990201, '迁移供应商')`)
    const old = async (no: string, status: string) => {
      const id = (await one<{ id: number }>(
        sql`insert into qul_claim (claim_no, status, supplyid, source, claim_date, reason, total_qty, total_amount) values (${no}, ${status}, 990201, '来料检验', '2026-03-01', '旧索赔', 2, 300) returning id`,
      )).id
      await db.execute(sql`insert into qul_claim_line (doc_id, line_no, mtr_code, mtr_name, defect, qty, amount) values (${id}, 1, 'MIG-1', '迁移物料', '划伤', 2, 300)`)
      return id
    }
    const confirmed = await old('SP202603010001', '供应商已确认')
    const waiting = await old('SP202603010002', '待确认')

    await migrateDatabase(state.database)

    const b = bindDocument(claimDocument, claimTables)
    expect(await getRecord(db, b.header, confirmed)).toMatchObject({ claim_no: 'SP202603010001', status: '供应商已确认', total_amount: 300, source_no: null, d1_team: null, d8_closure: null })
    expect(await getRecord(db, b.header, waiting)).toMatchObject({ status: '待确认', reason: '旧索赔' })
    expect(await one<{ n: number }>(sql`select count(*)::int as n from qul_claim_line where doc_id in (${confirmed}, ${waiting})`)).toEqual({ n: 2 })
    // a claim answered before (old 确认) stays settleable; one waiting can now be answered with an 8D
    expect(claimDocument.actions.filter((a) => a.from.includes('供应商已确认')).map((a) => a.name)).toEqual(['Settle'])
    expect(claimDocument.actions.filter((a) => a.from.includes('待确认')).map((a) => a.name)).toEqual(['Answer', 'Appeal', 'Withdraw'])
  })
})
