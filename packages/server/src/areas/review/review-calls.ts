import { z } from 'zod'
import { pictureItemResource, REVIEW_MESSAGES as M } from '@scm/core/review'
import type { Db } from '../../db'
import { isStaff } from '../../platform/owner-scope'
import { refuse, type CurrentUser } from '../../http'
import { deptOf, isReviewer } from './review'

// What the review's calls share: the functions that open them, their input rules, staff only, and
// whose audits a caller sees.

export const REVIEW_FNS = ['OrderAudit_orderList', 'OrderAudit_orderListQuery', 'OrderAudit_detail'] as const
export const EDIT_FNS = ['OrderAudit_orderList', 'OrderAudit_detail'] as const
export const PIC_FN = pictureItemResource.fn
export const TODO_FNS = ['todo_todoTypeList', 'todo_tc', 'todo_td', 'todo_todoDetail'] as const

export const bad = (message: string) => ({ error: message })
export const id = (message: string) => z.coerce.number(bad(message)).int(message).positive(message).max(2147483647, message)
export const orderQuery = z.object({ order_id: id(M.order) })
export const orderBody = z.object({ order_id: id(M.order) })
export const text = (max: number, message: string) => z.string(bad(message)).trim().max(max, message)
export const page = {
  page: z.coerce.number(bad('页码必须是正整数')).int('页码必须是正整数').min(1, '页码必须是正整数').optional().default(1),
  rows: z.coerce.number(bad('每页条数必须在 1 到 500 之间')).int().min(1, '每页条数必须在 1 到 500 之间').max(500, '每页条数必须在 1 到 500 之间').optional().default(10),
  searchKey: text(100, '请输入100个字符以内的搜索关键字').optional().default(''),
}

export const staffOnly = (user: CurrentUser) => {
  if (!isStaff(user)) refuse('无权限', 403)
}

/** Whose audits a caller sees: a reviewer his department's only. */
export async function visibleDept(db: Db, user: CurrentUser): Promise<number | null | undefined> {
  return isReviewer(user) ? deptOf(db, user) : undefined
}
