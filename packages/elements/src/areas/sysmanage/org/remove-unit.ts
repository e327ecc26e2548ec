import type { ApiClient } from '@scm/core'
import type { Emit } from '../../../runtime'
import { confirm } from '../../../ui/confirm'

/** A company, department or station to delete: its call, its entity in scm-change and its name. */
export interface OrgUnit {
  entity: 'company' | 'dept' | 'station'
  /** 公司 / 部门 / 岗位 */
  noun: string
  name: string
  id: number
  path: string
}

/**
 * 删除 on the three org screens: asks, deletes, tells the page (scm-change) and reloads what shows
 * the unit. A refused delete changes nothing (the client has shown why).
 */
export async function removeUnit(api: ApiClient, emit: Emit, unit: OrgUnit, reload: () => void): Promise<void> {
  if (!(await confirm(`确定删除${unit.noun}“${unit.name}”吗？`, { title: '删除确认', danger: true }))) return
  try {
    await api.post(unit.path, undefined, { query: { id: unit.id }, successMessage: true })
    emit('scm-change', { entity: unit.entity, action: 'delete', id: unit.id })
    reload()
  } catch {
    // the client showed why
  }
}
