import { z } from 'zod'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { embedTokenExpiry, resourcePaths, validateRecord } from '@scm/core'
import { partnerKeyResource } from '@scm/core/sysmanage'
import { clientIp, readBody } from '../../http/body'
import { fail, ok } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import type { Db } from '../../db'
import { DEMO_PARTNER_KEY, EMBED_TOKEN_SECONDS, embedOwner, hashPartnerKey, newPartnerKey, PARTNER_KEY_HEADER, PARTNER_KEY_PREFIX } from '../../identity/embed'
import { pcSupply, saleCustomer } from '../../identity/partner-schema'
import { sysPartnerKey } from '../../identity/partner-key-schema'
import { createSession } from '../../identity/sessions'
import { sysUser } from '../../identity/user-schema'
import { actorOf, writeAudit } from '../../platform/audit'
import { resourceArea } from '../../resource/routes'
import * as clock from '../../clock'
import { acceptsIds } from '../../http/params'
import { accepts } from '../../http/call-input'
import { recordSchema } from '../../resource/contract'

// 合作方密钥 (core partnerKeyResource): the kit's list, detail and export; issue and revoke here;
// and the exchange a partner's server makes: its key + one of ITS users → an embed token.
const FN = partnerKeyResource.fn

export const partnerKeyRoutes = resourceArea([partnerKeyResource, sysPartnerKey, { only: ['list', 'detail', 'export', 'refOptions'] }])

/**
 * POST /api/PartnerKey/Issue {name, owner_kind, supplyid | customer_id} → Data {id, key, key_prefix}.
 * The key is in this answer only; the table keeps its SHA-256.
 */
partnerKeyRoutes.post(resourcePaths(partnerKeyResource).save, requireFn(FN, 'add'), accepts({ body: recordSchema(partnerKeyResource) }), async (c) => {
  const { value, errors } = validateRecord(partnerKeyResource, await readBody(c))
  const kind = value.owner_kind === 'customer' ? 'customer' : 'supplier'
  const ownerId = Number(kind === 'customer' ? value.customer_id : value.supplyid)
  if (!Object.keys(errors).length && !(ownerId > 0)) errors[kind === 'customer' ? 'customer_id' : 'supplyid'] = kind === 'customer' ? '请选择客户' : '请选择供应商'
  if (Object.keys(errors).length) return fail(c, Object.values(errors)[0]!, 400, { errors })
  const db = c.get('db')
  const [owner] =
    kind === 'customer'
      ? await db.select({ id: saleCustomer.customerId }).from(saleCustomer).where(eq(saleCustomer.customerId, ownerId))
      : await db.select({ id: pcSupply.supplyid }).from(pcSupply).where(eq(pcSupply.supplyid, ownerId))
  if (!owner) return fail(c, kind === 'customer' ? '客户不存在' : '供应商不存在', 400)
  const { key, prefix } = newPartnerKey()
  const actor = actorOf(c)
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(sysPartnerKey)
      .values({
        name: String(value.name),
        ownerKind: kind,
        supplyid: kind === 'supplier' ? ownerId : null,
        customerId: kind === 'customer' ? ownerId : null,
        keyHash: hashPartnerKey(key),
        keyPrefix: prefix,
        createdBy: c.get('user').usercode,
      })
      .returning({ id: sysPartnerKey.id })
    await writeAudit(tx, actor, { area: 'partner_key', action: '签发', target: `合作方密钥 ${String(value.name)}（${prefix}…）`, targetId: inserted!.id, after: { ownerKind: kind, ownerId } })
    return inserted!
  })
  c.header('Cache-Control', 'no-store')
  return ok(c, { id: row.id, key, key_prefix: prefix }, '密钥已签发，请立即复制保存，关闭后无法再次查看')
})

/**
 * POST /api/PartnerKey/Revoke?id → revoked at once: the key mints nothing more and the session
 * statement refuses its live tokens from the next call (401 合作方密钥已被吊销，嵌入令牌失效).
 */
partnerKeyRoutes.post('/api/PartnerKey/Revoke', requireFn(FN, 'edit'), acceptsIds('id'), async (c) => {
  const id = Number(c.req.query('id') ?? (await readBody(c)).id)
  if (!Number.isInteger(id) || id <= 0) return fail(c, '记录编号不正确', 400)
  const db = c.get('db')
  const actor = actorOf(c)
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sysPartnerKey)
      .set({ revokedAt: clock.now(), updatedAt: clock.now() })
      .where(and(eq(sysPartnerKey.id, id), isNull(sysPartnerKey.revokedAt)))
      .returning({ name: sysPartnerKey.name, prefix: sysPartnerKey.keyPrefix })
    if (!row) return false
    await writeAudit(tx, actor, { area: 'partner_key', action: '吊销', target: `合作方密钥 ${row.name}（${row.prefix}…）`, targetId: id })
    return true
  })
  if (done) return ok(c, null, '密钥已吊销')
  const [exists] = await db.select({ id: sysPartnerKey.id }).from(sysPartnerKey).where(eq(sysPartnerKey.id, id))
  return fail(c, exists ? '密钥已吊销，无需重复操作' : '记录不存在', exists ? 400 : 404)
})

/** EmbedToken's body, for the contract (the handler reads it field by field to answer each in Chinese). */
const embedTokenBody = z.object({ usercode: z.string().trim().min(1).max(30), seconds: z.number().int().min(60).max(EMBED_TOKEN_SECONDS).optional() })

/**
 * POST /api/PartnerKey/EmbedToken, header `X-Partner-Key: <key>`, body {usercode, seconds?} → Data
 * {access_token, token_type, expires_in, expires_at}: a token of that user for EMBED_TOKEN_SECONDS,
 * cut down to the embeddable widgets. Public (no bearer): the key is the credential. The user must
 * belong to the key's own supplier (or customer) and be allowed to log in; any other answer is the
 * same 用户不存在或不属于该合作方, so a key cannot probe other owners' login names.
 */
partnerKeyRoutes.post('/api/PartnerKey/EmbedToken', accepts({ body: embedTokenBody }), async (c) => {
  const key = c.req.header(PARTNER_KEY_HEADER)?.trim() ?? ''
  if (!key) return fail(c, '缺少合作方密钥（请求头 X-Partner-Key）', 401)
  const db = c.get('db')
  const [partner] = await db.select().from(sysPartnerKey).where(eq(sysPartnerKey.keyHash, hashPartnerKey(key)))
  if (!partner) return fail(c, '合作方密钥无效', 401)
  if (partner.revokedAt) return fail(c, '合作方密钥已被吊销', 401)
  const body = await readBody(c).catch(() => ({}) as Record<string, unknown>)
  const usercode = typeof body.usercode === 'string' ? body.usercode.trim() : ''
  if (!usercode) return fail(c, '请提供用户账号 usercode', 400)
  // a partner may ask for a shorter life (seconds, 60 … EMBED_TOKEN_SECONDS), never a longer one
  const asked = body.seconds === undefined ? EMBED_TOKEN_SECONDS : Number(body.seconds)
  if (!Number.isInteger(asked) || asked < 60 || asked > EMBED_TOKEN_SECONDS) return fail(c, `有效期 seconds 须为 60 至 ${EMBED_TOKEN_SECONDS} 之间的整数`, 400)
  const owner = embedOwner(partner.ownerKind)
  const ownerColumn = owner === 'customer' ? sysUser.customerId : sysUser.supplyid
  const ownerId = owner === 'customer' ? partner.customerId : partner.supplyid
  const [user] = await db
    .select({ userid: sysUser.userid, forbidLogin: sysUser.forbidLogin })
    .from(sysUser)
    // the owner in the query: another owner's user is simply not found
    .where(and(eq(sysUser.usercode, usercode), ownerId === null ? sql`false` : eq(ownerColumn, ownerId)))
  if (!user || user.forbidLogin) return fail(c, '用户不存在或不属于该合作方', 400)
  const token = await createSession(db, {
    userid: user.userid,
    seconds: asked,
    ip: clientIp(c),
    userAgent: c.req.header('user-agent'),
    partnerKeyId: partner.id,
  })
  await db.update(sysPartnerKey).set({ lastUsedAt: clock.now() }).where(eq(sysPartnerKey.id, partner.id))
  c.header('Cache-Control', 'no-store')
  const expiresAt = new Date(embedTokenExpiry(token)!)
  return ok(c, { access_token: token, token_type: 'bearer', expires_in: asked, expires_at: expiresAt.toISOString() })
})

/** Demo data: the public demo key of supplier 1001 (DEMO_PARTNER_KEY), for demo/partner-server.mjs. */
export async function seedDemoPartnerKey(db: Db): Promise<void> {
  await db
    .insert(sysPartnerKey)
    .values({
      name: '演示密钥（公开，仅用于演示）',
      ownerKind: 'supplier',
      supplyid: 1001,
      keyHash: hashPartnerKey(DEMO_PARTNER_KEY),
      keyPrefix: DEMO_PARTNER_KEY.slice(0, PARTNER_KEY_PREFIX.length + 6),
      createdBy: 'admin',
    })
    .onConflictDoNothing()
}
