import type { ScreenEntry } from '../../routes/types'
import { REVIEW_PATHS } from './paths'

// Sales order review (issue 24): orders to review and the review query, one order's review, the
// picture items; the departments' to-do, the pending product (tc) and technical (td) changes.
export const reviewScreens: ScreenEntry[] = [
  { path: '/orderAudit/orderList', tag: 'scm-order-audit-list' },
  { path: '/orderAudit/orderListQuery', tag: 'scm-order-audit-query' },
  { path: '/orderAudit/detail', tag: 'scm-order-audit-detail' },
  { path: '/orderAudit/PicProjectItem', tag: 'scm-pic-project-item' },
  { path: '/todo/todoTypeList', tag: 'scm-todo-type-list', calls: [`GET ${REVIEW_PATHS.unhandledChanges}`, `GET ${REVIEW_PATHS.unhandledAudits}`] },
  { path: '/todo/tc', tag: 'scm-todo-tc' },
  { path: '/todo/td', tag: 'scm-todo-td' },
  { path: '/todo/todoDetail', tag: 'scm-todo-detail', calls: [`GET ${REVIEW_PATHS.changeImpact}`] },
]
