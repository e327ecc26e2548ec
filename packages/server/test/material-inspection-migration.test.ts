// 0022_material_inspection_required: a material whose approved standard is not 免检 must be
// inspected from now on (receiving refuses its qualified quantity); the rest keep the warehouse's count.
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { migrateDatabase } from '../src/db/migrate'
import { databaseAt, tagBefore } from './migrations'

describe('materials before inspection_required', () => {
  const { state, rows, one } = databaseAt(tagBefore(/^\d+_material_inspection_required$/))

  it('marks the materials whose approved standard is not 免检', async () => {
    const db = state.database.db
    const type = (await one<{ id: number }>(sql`insert into qul_standard_type (code, name, check_stage) values ('91', '迁移来料', '来料') returning id`)).id
    // material's 免检 flag as the approval of its standard set it
    const material = async (code: string, exempt = false) =>
      (await one<{ id: number }>(sql`insert into pub_materiel (mtr_code, mtr_name, inspection_exempt) values (${code}, ${code}, ${exempt}) returning mtr_id as id`)).id
    const standard = (mtrId: number, no: string, status: string, exempt = false) =>
      db.execute(sql`insert into qul_standard (standard_no, status, mtr_id, standard_type_id, inspection_level, aql, exempt) values (${no}, ${status}, ${mtrId}, ${type}, 'II', '1.0', ${exempt})`)
    const inspected = await material('MIG-A')
    const exempt = await material('MIG-B', true)
    const drafted = await material('MIG-C')
    const bare = await material('MIG-D')
    await standard(inspected, 'JBMIG1', '已替代', true)
    await standard(inspected, 'JBMIG2', '已批准')
    await standard(exempt, 'JBMIG3', '已批准', true)
    await standard(drafted, 'JBMIG4', '草稿')

    await migrateDatabase(state.database)

    const flags = await rows<{ code: string; required: boolean }>(
      sql`select mtr_code as code, inspection_required as required from pub_materiel where mtr_id in (${inspected}, ${exempt}, ${drafted}, ${bare}) order by mtr_code`,
    )
    expect(flags).toEqual([
      { code: 'MIG-A', required: true },
      { code: 'MIG-B', required: false },
      { code: 'MIG-C', required: false },
      { code: 'MIG-D', required: false },
    ])
  })
})
