// Save: a new or edited bulletin, kept as a draft or published. Staff only; an edit is the
// publisher's or an admin's (else 404, ids unconfirmed).
import { Hono } from 'hono'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import type { AppEnv, CurrentUser } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { can, requireFn } from '../../http/grants'
import { isStaff } from '../../platform/owner-scope'
import { checkAttachable, setFiles } from '../../platform/attachments'
import { BULLETIN_DOC, CREATE_FN, DRAFT, managedWhere, NOT_FOUND, PUBLISHED } from './access'
import { checkInput, saveBody, type BulletinInput } from './input'
import { bulletin, bulletinType } from './schema'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

export const saveRoutes = new Hono<AppEnv>()

async function checkType(db: Db, typeId: number) {
  const [type] = await db
    .select({ id: bulletinType.id })
    .from(bulletinType)
    .where(and(eq(bulletinType.id, typeId), eq(bulletinType.enabled, true)))
  if (!type) refuse('请选择公告类型')
}

/** Writes the bulletin and its attachment links; answers its id. Runs inside the caller's transaction. */
export async function saveBulletin(tx: Db, me: CurrentUser, input: BulletinInput): Promise<number> {
  if (input.id) {
    const [own] = await tx
      .select({ id: bulletin.id })
      .from(bulletin)
      .where(and(eq(bulletin.id, input.id), managedWhere(me)))
      .for('update')
    if (!own) refuse(NOT_FOUND, 404)
  }
  await checkType(tx, input.typeId)
  // files the caller uploaded, or already attached to the bulletin (an admin editing keeps them)
  await checkAttachable(tx, me.userid, input.fileIds, BULLETIN_DOC, input.id ?? null)
  const now = clock.now()
  const values = {
    typeId: input.typeId,
    title: input.title,
    body: input.body,
    audience: input.audience,
    isTop: input.isTop,
    status: input.publish ? PUBLISHED : DRAFT,
    publishAt: input.publishAt,
    expireAt: input.expireAt,
  }
  let id: number
  if (input.id) {
    id = input.id
    await tx.update(bulletin).set({ ...values, updatedAt: now, updatedBy: me.userid }).where(eq(bulletin.id, id))
  } else {
    const [created] = await tx
      .insert(bulletin)
      .values({ ...values, publisherId: me.userid, createdAt: now, createdBy: me.userid })
      .returning({ id: bulletin.id })
    id = created!.id
  }
  // the attachments in the order given (an edit replaces the list; kept files keep who attached them)
  await setFiles(tx, BULLETIN_DOC, id, input.fileIds, me)
  return id
}

/** publish:false saves a draft (an edited bulletin goes back to draft), publish:true publishes. */
saveRoutes.post('/api/Bulletin/Save', requireFn(CREATE_FN), accepts({ body: saveBody }), async (c) => {
  const me = c.get('user')
  const raw = await parseBody(c, saveBody)
  // partners browse and read only, whatever their roles were granted
  if (!isStaff(me) || !(await can(c, CREATE_FN, raw.id ? 'edit' : 'add'))) refuse('无权限', 403)
  const input = checkInput(raw)
  const id = await c.get('db').transaction((tx) => saveBulletin(tx, me, input))
  return input.publish ? ok(c, { id, status: PUBLISHED }, '发布成功') : ok(c, { id, status: DRAFT }, '保存成功')
})
