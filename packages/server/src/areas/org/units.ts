import type { Context } from 'hono'
import { count, eq, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { refuse } from '../../http/envelope'
import { can } from '../../http/grants'
import { sysUser } from '../../identity/user-schema'
import { writeAudit, type AuditActor } from '../../platform/audit'
import type { orgDept, orgStation, sysCompany } from '../../identity/org-schema'

// What editing a company, a department and a station share (edit.ts): their input fields, the
// button check, and saving and deleting with the audit.

/** Org codes are digits only (spec §5 code rule). */
export const code = (label: string, max = 20) =>
  z.string({ error: `请输入${label}` }).trim().min(1, `请输入${label}`).max(max, `请输入${max}个字符以内的${label}`).regex(/^\d+$/, '编码只能为数字')
export const text = (label: string, max: number, required = false) =>
  required
    ? z.string({ error: `请输入${label}` }).trim().min(1, `请输入${label}`).max(max, `请输入${max}个字符以内的${label}`)
    : z.string().trim().max(max, `请输入${max}个字符以内的${label}`).optional().default('')
export const optionalId = z.union([z.coerce.number().int().positive(), z.literal(''), z.literal(0), z.null()]).optional().transform((v) => (v ? Number(v) : null))
export const sortNo = z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(0, '排序不能小于0').max(99999, '排序不能大于99999').optional().default(0)

export async function needButton(c: Context<AppEnv>, fn: string, isNew: boolean) {
  if (!(await can(c, fn, isNew ? 'add' : 'edit'))) refuse('无权限', 403)
}

export async function usersWhere(db: Db, where: SQL) {
  const [row] = await db.select({ n: count().mapWith(Number) }).from(sysUser).where(where)
  return row?.n ?? 0
}

// Companies, departments and stations are saved and deleted the same way; what differs (what a unit
// must belong to, what moves along, what still hangs below it) is passed in.
type OrgTable = typeof sysCompany | typeof orgDept | typeof orgStation
type OrgRow = OrgTable['$inferSelect']

/**
 * The end of saving a unit: an update (不存在 when it is gone) or an insert, audited as `公司 <name>`
 * and the like. `onUpdate` does what the update drags along and answers what to add to the audit.
 */
export async function writeUnit(tx: Db, actor: AuditActor, table: OrgTable, noun: string, name: string, id: number | null, values: Record<string, unknown>, onUpdate?: (before: OrgRow) => Promise<Record<string, unknown> | undefined>): Promise<number> {
  const t = table as typeof sysCompany
  if (id) {
    const [before] = await tx.select().from(t).where(eq(t.id, id))
    if (!before) refuse(`${noun}不存在`, 404)
    await tx.update(t).set(values).where(eq(t.id, id))
    const more = await onUpdate?.(before)
    await writeAudit(tx, actor, { area: 'org', action: '修改', target: `${noun} ${name}`, targetId: id, before, after: more ? { ...values, ...more } : values })
    return id
  }
  const [row] = await tx.insert(t).values(values as typeof sysCompany.$inferInsert).returning({ id: t.id })
  await writeAudit(tx, actor, { area: 'org', action: '新增', target: `${noun} ${name}`, targetId: row!.id, after: values })
  return row!.id
}

/** Deletes a unit (不存在 when it is gone) once `keep` finds nothing left under it, audited with its name. */
export async function deleteUnit<R extends OrgRow>(tx: Db, actor: AuditActor, table: OrgTable, noun: string, id: number, nameOf: (before: R) => string, keep: () => Promise<void>) {
  const t = table as typeof sysCompany
  const [before] = (await tx.select().from(t).where(eq(t.id, id))) as unknown as R[]
  if (!before) refuse(`${noun}不存在`, 404)
  await keep()
  await tx.delete(t).where(eq(t.id, id))
  await writeAudit(tx, actor, { area: 'org', action: '删除', target: `${noun} ${nameOf(before)}`, targetId: id, before })
}
