import type { Db } from '../../db'
import { orgDept } from '../../identity/org-schema'

/** Every department below `id`, at any depth. */
export async function subDepts(tx: Db, id: number): Promise<number[]> {
  const all = await tx.select({ id: orgDept.id, pid: orgDept.pid }).from(orgDept)
  const found: number[] = []
  for (let level = [id]; level.length; ) {
    const parents = level
    level = all.filter((d) => d.pid !== null && parents.includes(d.pid) && !found.includes(d.id)).map((d) => d.id)
    found.push(...level)
  }
  return found
}
