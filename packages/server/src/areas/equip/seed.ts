import { equipTypeResource } from '@scm/core'
import type { Db } from '../../db'
import { seedResource } from '../../resource/seed'
import { equipType } from './schema'

const TYPES: [string, number][] = [
  ['数控机床', 90],
  ['加工中心', 90],
  ['焊接机器人', 60],
  ['涂装设备', 30],
  ['检测设备', 180],
  ['起重设备', 30],
  ['空压机', 30],
]

export async function seedEquip(db: Db): Promise<void> {
  await seedResource(
    db,
    equipTypeResource,
    equipType,
    TYPES.map(([name, maintain_cycle], i) => ({ code: String(i + 1).padStart(2, '0'), name, maintain_cycle })),
  )
}
