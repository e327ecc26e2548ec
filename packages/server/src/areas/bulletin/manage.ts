// Publish, Withdraw, Del: the publisher's or an admin's (else 404 公告不存在), staff only.
import { Hono, type Context } from 'hono'
import { and, eq } from 'drizzle-orm'
import { bulletinBodyIsEmpty } from '@scm/core/bulletin'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { isStaff } from '../../platform/owner-scope'
import { removeFiles } from '../../platform/attachments'
import { idParam, acceptsIds } from '../../http/params'
import { BULLETIN_DOC, CREATE_FN, managedWhere, NOT_FOUND, PUBLISHED, WITHDRAWN } from './access'
import { checkExpiry } from './input'
import { bulletin } from './schema'
import * as clock from '../../clock'

export const manageRoutes = new Hono<AppEnv>()

/** The bulletin `id` names, locked for the change, if the caller manages it. */
async function managed(c: Context<AppEnv>, tx: Db, id: number) {
  const me = c.get('user')
  if (!isStaff(me)) refuse('无权限', 403)
  const [row] = await tx
    .select()
    .from(bulletin)
    .where(and(eq(bulletin.id, id), managedWhere(me)))
    .for('update')
  if (!row) refuse(NOT_FOUND, 404)
  return row
}

const bulletinId = (c: Context<AppEnv>) => idParam(c, 'id', '请选择公告')

/** A draft or withdrawn bulletin goes (back) up; one already published stays as it is. */
manageRoutes.post('/api/Bulletin/Publish', requireFn(CREATE_FN, 'edit'), acceptsIds('id'), async (c) => {
  const id = await bulletinId(c)
  await c.get('db').transaction(async (tx) => {
    const row = await managed(c, tx, id)
    if (row.status === PUBLISHED) return
    if (bulletinBodyIsEmpty(row.body)) refuse('请填写公告内容')
    const publishAt = row.publishAt ?? clock.now()
    checkExpiry(publishAt, row.expireAt)
    await tx.update(bulletin).set({ status: PUBLISHED, publishAt, updatedAt: clock.now(), updatedBy: c.get('user').userid }).where(eq(bulletin.id, id))
  })
  return ok(c, null, '发布成功')
})

manageRoutes.post('/api/Bulletin/Withdraw', requireFn(CREATE_FN, 'edit'), acceptsIds('id'), async (c) => {
  const id = await bulletinId(c)
  await c.get('db').transaction(async (tx) => {
    const row = await managed(c, tx, id)
    if (row.status !== PUBLISHED) refuse('只有已发布的公告可以撤回')
    await tx.update(bulletin).set({ status: WITHDRAWN, updatedAt: clock.now(), updatedBy: c.get('user').userid }).where(eq(bulletin.id, id))
  })
  return ok(c, null, '撤回成功')
})

/** Reads (cascade) and attachment links go with it; the uploaded files stay. */
manageRoutes.post('/api/Bulletin/Del', requireFn(CREATE_FN, 'delete'), acceptsIds('id'), async (c) => {
  const id = await bulletinId(c)
  await c.get('db').transaction(async (tx) => {
    await managed(c, tx, id)
    await tx.delete(bulletin).where(eq(bulletin.id, id))
    await removeFiles(tx, BULLETIN_DOC, [id])
  })
  return ok(c, null, '删除成功')
})
