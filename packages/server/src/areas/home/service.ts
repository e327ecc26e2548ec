import { asc, eq } from 'drizzle-orm'
import { screenFor } from '@scm/core'
import type { Db } from '../../db'
import { Binds, runPrepared } from '../../db/statements'
import type { CurrentUser } from '../../http/context'
import { sysGadget } from '../../platform/widget-schema'
import { widgetSource, type WidgetData } from '../../platform/widgets'

export const HOME_VARIANTS = ['file', 'scm', 'gonghua'] as const
export type HomeVariant = (typeof HOME_VARIANTS)[number]

export interface HomeWidget extends WidgetData {
  id: string
  title: string
}

const shownTo = (list: string[], wanted: string[]) => list.length === 0 || wanted.some((value) => list.includes(value))

/** Only links to screens that are built: a widget never sends anyone to /404. */
function builtLink(link: string | undefined): string | undefined {
  return link && screenFor(link) ? link : undefined
}

/**
 * The caller's widgets for a home variant: enabled configuration rows for that home and one of the
 * caller's roles, in configured order, each with its live data; rows without a data source are left out.
 */
export async function homeWidgets(db: Db, user: CurrentUser, home: HomeVariant): Promise<HomeWidget[]> {
  const rows = await runPrepared(db, 'home:gadgets', [], new Binds(), () =>
    db.select().from(sysGadget).where(eq(sysGadget.enabled, true)).orderBy(asc(sysGadget.sort), asc(sysGadget.id)),
  )
  const shown = rows.filter((row) => shownTo(row.homes, [home]) && shownTo(row.roles, user.roles) && widgetSource(row.id))
  // the sources are independent: on PostgreSQL they run side by side on the pool's connections
  return Promise.all(
    shown.map(async (row): Promise<HomeWidget> => {
      const data = await widgetSource(row.id)!({ db, user })
      return {
        id: row.id,
        title: row.title,
        ...data,
        link: builtLink(data.link),
        ...(data.items ? { items: data.items.map((item) => ({ ...item, link: builtLink(item.link) })) } : {}),
      }
    }),
  )
}
