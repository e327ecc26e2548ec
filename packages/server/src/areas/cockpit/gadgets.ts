// The cockpit on the home pages (issue 40 items 2 and 3): a role's cockpit for the staff roles that
// have one, the scorecard for a supplier's users. The host draws them as elements (<scm-cockpit>,
// <scm-supplier-scorecard>) that read their own figures, so the sources answer no data: they say
// the widgets are built. Plugin management (sys_gadget) decides who sees them, on which home.
import { COCKPITS } from '@scm/core/cockpit'
import type { Db } from '../../db'
import { sysGadget } from '../../platform/widget-schema'
import { registerWidgetSource } from '../../platform/widgets'

export const COCKPIT_WIDGET = 'cockpit'
export const SCORECARD_WIDGET = 'supplierScorecard'

registerWidgetSource(COCKPIT_WIDGET, async () => ({}))
registerWidgetSource(SCORECARD_WIDGET, async () => ({}))

/** First on the home page of every role whose cockpit core defines (every database). */
export async function seedCockpitGadgets(db: Db): Promise<void> {
  const staff = Object.keys(COCKPITS).filter((role) => role !== 'supplier')
  await db
    .insert(sysGadget)
    .values([
      { id: COCKPIT_WIDGET, title: '驾驶舱', homes: [], roles: staff, sort: 1 },
      { id: SCORECARD_WIDGET, title: '供应商记分卡', homes: [], roles: ['supplier'], sort: 1 },
    ])
    .onConflictDoNothing()
}
