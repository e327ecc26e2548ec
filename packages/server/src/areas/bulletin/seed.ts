import { bulletinTypeResource } from '@scm/core'
import type { Db } from '../../db'
import { seedResource } from '../../resource/seed'
import { bulletinType } from './schema'

const TYPES = ['公司公告', '质量通报', '采购通知', '放假通知', '制度文件']

export async function seedBulletinTypes(db: Db): Promise<void> {
  await seedResource(
    db,
    bulletinTypeResource,
    bulletinType,
    TYPES.map((name, i) => ({ code: String(i + 1).padStart(2, '0'), name, sort_no: i + 1 })),
  )
}
