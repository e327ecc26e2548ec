import { baseCodeResource } from '@scm/core/sysmanage'
import type { Db } from '../../db'
import { seedResource } from '../../resource/seed'
import { sysBaseCode } from './schema'

// System parameters are seeded by the portal area (sys_param); base codes here.
const CODE_TABLES: Record<string, string[]> = {
  unit: ['件', '套', '个', '千克', '米', '升', '台'],
  payment: ['电汇', '银行承兑汇票', '商业承兑汇票', '现金'],
  transport: ['公路运输', '铁路运输', '快递', '供应商送货'],
  currency: ['人民币', '美元', '欧元'],
  region: ['华东区', '华南区', '华北区', '西南区', '西北区'],
  package: ['纸箱', '周转箱', '木托盘', '铁架'],
}

export async function seedSysmanage(db: Db): Promise<void> {
  const rows = Object.entries(CODE_TABLES).flatMap(([type_code, names]) =>
    names.map((name, i) => ({ type_code, code: String(i + 1).padStart(2, '0'), name, sort_no: i + 1, enabled: true })),
  )
  await seedResource(db, baseCodeResource, sysBaseCode, rows)
}
