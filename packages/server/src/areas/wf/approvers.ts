import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { orgDept, orgStation } from '../../identity/org-schema'
import { sysRole } from '../../identity/role-schema'
import { sysUser, sysUserRole } from '../../identity/user-schema'
import type { StepDef } from '@scm/core/business'

/** The users who approve a step now: active (login allowed) users named, on the stations, or with the roles. */
export async function resolveApprovers(db: Db, step: Pick<StepDef, 'approver_type' | 'approvers'>): Promise<number[]> {
  if (!step.approvers.length) return []
  const active = eq(sysUser.forbidLogin, false)
  let rows: { userid: number }[]
  if (step.approver_type === 'user') {
    const ids = step.approvers.map(Number).filter((n) => Number.isInteger(n) && n > 0)
    rows = ids.length ? await db.select({ userid: sysUser.userid }).from(sysUser).where(and(active, inArray(sysUser.userid, ids))) : []
  } else if (step.approver_type === 'station') {
    const ids = step.approvers.map(Number).filter((n) => Number.isInteger(n) && n > 0)
    rows = ids.length ? await db.select({ userid: sysUser.userid }).from(sysUser).where(and(active, inArray(sysUser.stationId, ids))) : []
  } else {
    rows = await db
      .select({ userid: sysUser.userid })
      .from(sysUserRole)
      .innerJoin(sysUser, eq(sysUser.userid, sysUserRole.userid))
      .where(and(active, inArray(sysUserRole.role, step.approvers)))
  }
  return [...new Set(rows.map((r) => r.userid))].sort((a, b) => a - b)
}

/** Display names of a step's approvers ('李文涛、陈晓雯' / '质量部 质量工程师' / '系统管理员'). */
export async function approverNames(db: Db, step: Pick<StepDef, 'approver_type' | 'approvers'>): Promise<string> {
  if (!step.approvers.length) return ''
  if (step.approver_type === 'role') {
    const rows = await db.select({ code: sysRole.code, name: sysRole.name }).from(sysRole).where(inArray(sysRole.code, step.approvers))
    return step.approvers.map((code) => rows.find((r) => r.code === code)?.name ?? code).join('、')
  }
  const ids = step.approvers.map(Number).filter((n) => Number.isInteger(n) && n > 0)
  if (!ids.length) return ''
  if (step.approver_type === 'user') {
    const rows = await db.select({ id: sysUser.userid, name: sysUser.userName }).from(sysUser).where(inArray(sysUser.userid, ids)).orderBy(asc(sysUser.userid))
    return ids.map((id) => rows.find((r) => r.id === id)?.name ?? `#${id}`).join('、')
  }
  const rows = await db
    .select({ id: orgStation.id, name: orgStation.stationName, dept: orgDept.deptName })
    .from(orgStation)
    .innerJoin(orgDept, eq(orgDept.id, orgStation.deptId))
    .where(inArray(orgStation.id, ids))
  return ids.map((id) => {
    const r = rows.find((x) => x.id === id)
    return r ? `${r.dept} ${r.name}` : `#${id}`
  }).join('、')
}
