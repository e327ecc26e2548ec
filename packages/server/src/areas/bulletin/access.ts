// Who may use bulletins, which ones the caller sees (in the query) and which ones he manages.
import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { BulletinAudience } from '@scm/core/bulletin'
import type { CurrentUser } from '../../http/context'
import { requireFn } from '../../http/grants'
import { isAdmin } from '../../platform/admins'
import { bulletin } from './schema'
import * as clock from '../../clock'

/** doc_type of a bulletin's attachments in doc_file (platform/attachments). */
export const BULLETIN_DOC = 'Bulletin'

export const NOT_FOUND = '公告不存在'
export const DRAFT = '草稿'
export const PUBLISHED = '已发布'
export const WITHDRAWN = '已撤回'
export const EXPIRED = '已过期'

/** Route-tree ids (requireFn matches exactly): browse + detail, publish, my list. */
export const BROWSE_FNS = ['bulletin1_index', 'bulletin1_detail'] as const
export const CREATE_FN = 'bulletin1_create'
export const MY_FNS = ['bulletin1_list', CREATE_FN] as const
export const ALL_FNS = [...BROWSE_FNS, ...MY_FNS] as const

export const browseFn = requireFn(BROWSE_FNS)
/** Detail and downloads: also from 我的公告 / 发布公告, where the publisher previews his own drafts. */
export const openFn = requireFn(ALL_FNS)
export const myFn = requireFn(MY_FNS)

/** The one audience besides 全部 that reaches the user. */
export function audienceOf(user: CurrentUser): BulletinAudience {
  if (user.supplyid != null) return '供应商'
  if (user.customerId != null) return '客户'
  return '内部员工'
}

/** Published, started, not expired and meant for the caller. */
export function visibleWhere(user: CurrentUser, now = clock.now()): SQL {
  return and(
    eq(bulletin.status, PUBLISHED),
    lte(bulletin.publishAt, now),
    or(isNull(bulletin.expireAt), gt(bulletin.expireAt, now)),
    inArray(bulletin.audience, ['全部', audienceOf(user)]),
  )!
}

/** The publisher's own bulletins; an admin manages every one. */
export function managedWhere(user: CurrentUser): SQL {
  return isAdmin(user) ? sql`true` : eq(bulletin.publisherId, user.userid)
}

/** managedWhere for a loaded row. */
export const manages = (user: CurrentUser, publisherId: number): boolean => isAdmin(user) || publisherId === user.userid

/** What the caller may open: visible to him, or his to manage (any status). */
export const openableWhere = (user: CurrentUser, now = clock.now()): SQL => or(visibleWhere(user, now), managedWhere(user))!
