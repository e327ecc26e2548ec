import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { FsRights } from '@scm/core/business'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { can, signedIn } from '../../http/grants'
import { parseQuery } from '../../http/body'
import { fileRightsOf } from '../../business/file-rights'
import { AVATAR_CATEGORY } from '../../platform/file-store'
import { accepts } from '../../http/call-input'

/** The admin screen's function: with the category's view right, its holders see and manage others' files. */
export const FILES_FN = 'sysmanage_uploadFile'


/**
 * What the caller may do with OTHER users' files of a category, and whether he may upload to it —
 * the one rule the file endpoints check and the screens show (own files: always download/delete).
 * Nobody reaches a file of a category he may not view.
 */
export async function categoryRights(c: Context<AppEnv>, category: string): Promise<FsRights> {
  const rights = await fileRightsOf(c.get('db'), c.get('user'), category)
  const download = rights.view && (rights.download || (await can(c, FILES_FN)))
  return {
    view: rights.view,
    preview: rights.view && (rights.preview || download),
    download,
    upload: rights.upload && category !== AVATAR_CATEGORY,
    delete: rights.view && (rights.delete || (await can(c, FILES_FN, 'delete'))),
    purge: rights.view && rights.purge,
  }
}

export const fileRightRoutes = new Hono<AppEnv>()

const rightsQuery = z.object({
  categories: z
    .string({ error: '请选择文件分类' })
    .trim()
    .regex(/^[A-Za-z0-9_]{1,30}(,[A-Za-z0-9_]{1,30}){0,29}$/, '文件分类只能包含字母、数字和下划线（30个字符以内）'),
})

/** GET /File/File/GetFileRights?categories=general,contract → {general: {view, download, upload, delete}, …} (signedIn: any screen with files asks). */
fileRightRoutes.get('/File/File/GetFileRights', signedIn, accepts({ query: rightsQuery }), async (c) => {
  const { categories } = await parseQuery(c, rightsQuery)
  const out: Record<string, FsRights> = {}
  for (const category of new Set(categories.split(','))) out[category] = await categoryRights(c, category)
  return ok(c, out)
})
