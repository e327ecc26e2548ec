import { inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { sysUser } from '../../identity/user-schema'
import { mailFolder, mailReceiver, mailRecord } from './schema'
import * as clock from '../../clock'

interface DemoMail {
  from: string
  to: string[]
  cc?: string[]
  subject: string
  body: string
  /** days before now */
  daysAgo: number
  /** receivers who have read it */
  readBy?: string[]
  draft?: boolean
  /** receiver usercode → their custom folder name */
  folder?: Record<string, string>
}

const DEMO_MAIL: DemoMail[] = [
  { from: 'buyer01', to: ['sup1001'], cc: ['qe01'], subject: '关于11月气缸垫订单交期的确认', body: '<p>周经理：</p><p>PO202611150003 中气缸垫 1,200 片要求 11 月 28 日前到货，请确认能否按期交付。</p><p>采购部 李文涛</p>', daysAgo: 6, readBy: ['sup1001', 'qe01'] },
  { from: 'sup1001', to: ['buyer01'], subject: '回复：关于11月气缸垫订单交期的确认', body: '<p>李工：</p><p>可以按期交付，首批 600 片预计 11 月 24 日发出，物流单号发货后补充。</p><p>合肥精工 周立明</p>', daysAgo: 5, readBy: ['buyer01'] },
  { from: 'qe01', to: ['sup1002', 'buyer01'], subject: '活塞来料检验不合格通知', body: '<p>吴经理：</p><p>11 月 18 日到货的活塞（1004015-E02）抽检 50 件，裙部尺寸超差 3 件，判定不合格，请于 3 个工作日内提交 8D 报告。</p><p>质量部 陈晓雯</p>', daysAgo: 3, readBy: ['buyer01'] },
  { from: 'admin', to: ['buyer01', 'wh01', 'qe01', 'svc01'], subject: '系统维护通知', body: '<p>各位同事：</p><p>本周六 22:00-24:00 系统升级维护，期间暂停使用，请提前保存数据。</p><p>信息部</p>', daysAgo: 2, readBy: ['wh01'] },
  { from: 'wh01', to: ['buyer01'], cc: ['qe01'], subject: '无订单到货待处理', body: '<p>李工：</p><p>今日收到宁波东海发电机 20 台，系统中无对应订单，已暂存待检区，请尽快补录订单。</p><p>仓储部 张海峰</p>', daysAgo: 1 },
  { from: 'svc01', to: ['cust01'], subject: '维修工单 WB202611200012 完工通知', body: '<p>孙女士：</p><p>贵司车辆（VIN LWJ1A2B3C4D567890）冷却系统维修已完工，请安排验收。</p><p>售后服务部 刘志强</p>', daysAgo: 1, folder: { cust01: '维修往来' } },
  { from: 'buyer01', to: ['sup1003'], subject: '12月发电机与起动机采购计划', body: '<p>郑经理：</p><p>附件为 12 月采购计划草案，请评估产能。</p>', daysAgo: 0, draft: true },
  { from: 'admin', to: ['sup1001', 'sup1002', 'sup1003'], subject: '供应商门户账号使用说明', body: '<p>各供应商：</p><p>请使用门户查看订单、确认交期并登记送货批次；对账单发布后请在“对账明细”中确认。</p>', daysAgo: 4, readBy: ['sup1002'] },
]

const DAY_MS = 86_400_000

export async function seedMail(db: Db): Promise<void> {
  const codes = [...new Set(DEMO_MAIL.flatMap((m) => [m.from, ...m.to, ...(m.cc ?? [])]))]
  const users = await db.select({ userid: sysUser.userid, usercode: sysUser.usercode }).from(sysUser).where(inArray(sysUser.usercode, codes))
  const idOf = new Map(users.map((u) => [u.usercode, u.userid]))
  const folders = new Map<string, number>()
  const now = clock.nowMs()
  for (const mail of DEMO_MAIL) {
    const at = new Date(now - mail.daysAgo * DAY_MS - 3_600_000)
    const [record] = await db
      .insert(mailRecord)
      .values({
        subject: mail.subject,
        body: mail.body,
        senderId: idOf.get(mail.from)!,
        status: mail.draft ? '草稿' : '已发送',
        createdAt: at,
        sentAt: mail.draft ? null : at,
      })
      .returning({ id: mailRecord.id })
    const receivers = [...mail.to.map((u) => [u, 'to'] as const), ...(mail.cc ?? []).map((u) => [u, 'cc'] as const)]
    for (const [usercode, kind] of receivers) {
      const userid = idOf.get(usercode)!
      const folderName = mail.folder?.[usercode]
      let folderId: number | null = null
      if (folderName) {
        const key = `${userid}:${folderName}`
        if (!folders.has(key)) {
          const [folder] = await db.insert(mailFolder).values({ userid, name: folderName }).returning({ id: mailFolder.id })
          folders.set(key, folder!.id)
        }
        folderId = folders.get(key)!
      }
      const read = mail.readBy?.includes(usercode) ?? false
      await db.insert(mailReceiver).values({ mailId: record!.id, userid, kind, isRead: read, readAt: read ? new Date(at.getTime() + 3_600_000) : null, folderId })
    }
  }
}
