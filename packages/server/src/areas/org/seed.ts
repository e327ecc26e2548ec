import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { orgDept, orgStation, sysCompany } from '../../identity/org-schema'

export const DEMO_COMPANY = {
  coCode: '01',
  coDesc: '皖江汽车动力股份有限公司',
  coAddr: '安徽省合肥市经济技术开发区紫云路168号',
  coRepTitle: '皖江汽车动力股份有限公司供应链协同平台',
  phone: '0551-63817200',
  remark: '整车及柴油发动机制造',
}

/** Departments, each with its stations (岗位). */
export const DEMO_DEPTS: { code: string; name: string; stations: [string, string][] }[] = [
  { code: '0101', name: '采购部', stations: [['010101', '采购经理'], ['010102', '采购员']] },
  { code: '0102', name: '仓储部', stations: [['010201', '仓储主管'], ['010202', '仓管员']] },
  { code: '0103', name: '质量部', stations: [['010301', '质量工程师'], ['010302', '来料检验员']] },
  { code: '0104', name: '售后服务部', stations: [['010401', '服务专员'], ['010402', '服务站经理']] },
  { code: '0105', name: '信息部', stations: [['010501', '系统管理员']] },
  { code: '0106', name: '总装车间', stations: [['010601', '装配工位'], ['010602', '终检工位'], ['010606', '工艺员']] },
  { code: '0107', name: '发动机车间', stations: [['010701', '缸体加工'], ['010702', '发动机装配']] },
  { code: '0108', name: '财务部', stations: [['010801', '会计']] },
  // the departments that review sales orders and handle product / technical changes
  { code: '0111', name: '技术部', stations: [['011101', '工艺工程师']] },
  { code: '0112', name: '生产部', stations: [['011201', '生产计划员']] },
]

export async function seedOrg(db: Db): Promise<void> {
  const [company] = await db.insert(sysCompany).values(DEMO_COMPANY).returning({ id: sysCompany.id })
  for (const [i, dept] of DEMO_DEPTS.entries()) {
    const [row] = await db
      .insert(orgDept)
      .values({ companyId: company!.id, deptCode: dept.code, deptName: dept.name, sort: (i + 1) * 10 })
      .returning({ id: orgDept.id })
    await db.insert(orgStation).values(
      dept.stations.map(([code, name], j) => ({ deptId: row!.id, stationCode: code, stationName: name, sort: (j + 1) * 10 })),
    )
  }
}

/**
 * A demo database seeded before some departments or stations existed (技术部 and 生产部 of order
 * review, 工艺员 of work instructions) gets the missing ones, so their demo accounts have a place.
 */
export async function seedMissingOrg(db: Db): Promise<void> {
  const [company] = await db.select({ id: sysCompany.id }).from(sysCompany).where(eq(sysCompany.coCode, DEMO_COMPANY.coCode))
  if (!company) return
  for (const [i, dept] of DEMO_DEPTS.entries()) {
    const [found] = await db.select({ id: orgDept.id }).from(orgDept).where(eq(orgDept.deptCode, dept.code))
    const deptId =
      found?.id ??
      (await db.insert(orgDept).values({ companyId: company.id, deptCode: dept.code, deptName: dept.name, sort: (i + 1) * 10 }).returning({ id: orgDept.id }))[0]!.id
    for (const [j, [code, name]] of dept.stations.entries()) {
      const [station] = await db.select({ id: orgStation.id }).from(orgStation).where(eq(orgStation.stationCode, code))
      if (!station) await db.insert(orgStation).values({ deptId, stationCode: code, stationName: name, sort: (j + 1) * 10 })
    }
  }
}
