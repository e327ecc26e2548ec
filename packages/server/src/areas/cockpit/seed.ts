import { CLAIM_8D_DAYS } from '@scm/core/cockpit'
import type { Db } from '../../db'
import { sysParam } from '../../platform/schema'

/**
 * The days a supplier has for his 8D (an open claim's due date), as a system parameter in every
 * database, so 系统参数 shows it. Targets (`cockpit_target_<figure>`) are added there when wanted.
 */
export async function seedCockpitParams(db: Db): Promise<void> {
  await db.insert(sysParam).values({ paramKey: CLAIM_8D_DAYS.key, paramValue: CLAIM_8D_DAYS.value, paramGroup: 'system', remark: CLAIM_8D_DAYS.description }).onConflictDoNothing()
}
