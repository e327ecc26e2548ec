import type { Db } from '../../db'
import { sysParam } from '../../platform/schema'

/** System parameters; `web` rows are what Getsys_webconfig / getconfig answer. */
export const DEMO_PARAMS: (typeof sysParam.$inferInsert)[] = [
  { paramKey: 'title', paramValue: '皖江汽车 SCM 供应链协同平台', paramGroup: 'web', remark: '页面标题' },
  { paramKey: 'home', paramValue: 'scm', paramGroup: 'web', remark: '首页样式：scm 供应链 / file 文件管理 / gonghua' },
  { paramKey: 'show_mail', paramValue: '1', paramGroup: 'web', remark: '页头显示站内邮件图标与未读数：1 显示，0 隐藏' },
  { paramKey: 'page_size', paramValue: '20', paramGroup: 'web', remark: '列表默认每页条数（加入每页条数选项最前）' },
  { paramKey: 'rcv_skip_check', paramValue: '0', paramGroup: 'system', remark: '收货免检：1 收货后直接入库，0 需来料检验' },
  { paramKey: 'pwd_min_level', paramValue: '2', paramGroup: 'system', remark: '新密码最低强度：1 弱，2 中，3 强' },
  { paramKey: 'order_confirm_days', paramValue: '3', paramGroup: 'system', remark: '供应商确认订单期限（天）' },
  { paramKey: 'mail_link_hours', paramValue: '72', paramGroup: 'system', remark: '订单邮件认证链接有效期（小时）' },
]

export async function seedPortal(db: Db): Promise<void> {
  await db.insert(sysParam).values(DEMO_PARAMS).onConflictDoNothing()
}
