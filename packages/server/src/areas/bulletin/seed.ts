import { inArray } from 'drizzle-orm'
import { bulletinTypeResource } from '@scm/core/bulletin'
import type { Db } from '../../db'
import { seedResource } from '../../resource/seed'
import { sysUser } from '../../identity/user-schema'
import { bulletin, bulletinRead, bulletinType } from './schema'
import * as clock from '../../clock'

const TYPES = ['公司公告', '质量通报', '采购通知', '放假通知', '制度文件']

export async function seedBulletinTypes(db: Db): Promise<void> {
  await seedResource(
    db,
    bulletinTypeResource,
    bulletinType,
    TYPES.map((name, i) => ({ code: String(i + 1).padStart(2, '0'), name, sort_no: i + 1 })),
  )
}

interface DemoBulletin {
  type: string
  title: string
  body: string
  audience: '全部' | '内部员工' | '供应商' | '客户'
  by: string
  /** days before now; undefined for a draft without a time */
  daysAgo?: number
  /** expire this many days from now (negative: already expired) */
  expiresIn?: number
  status?: '草稿' | '已发布' | '已撤回'
  top?: boolean
  readBy?: string[]
}

const DEMO_BULLETINS: DemoBulletin[] = [
  {
    type: '放假通知', title: '关于2027年元旦放假安排的通知', audience: '全部', by: 'admin', daysAgo: 2, top: true, readBy: ['buyer01', 'wh01', 'sup1001'],
    body: '<p>各部门、各合作单位：</p><p>2027 年元旦放假时间为 <strong>1 月 1 日至 1 月 3 日</strong>，共 3 天。放假期间仓库暂停收货，请供应商合理安排送货计划。</p><p>综合管理部</p>',
  },
  {
    type: '质量通报', title: '11月来料质量通报', audience: '供应商', by: 'qe01', daysAgo: 4, readBy: ['sup1002'],
    body: '<p>各供应商：</p><p>11 月来料批次合格率 98.6%，其中活塞裙部尺寸超差 3 批次，请相关供应商于 12 月 5 日前提交整改报告。</p><ul><li>合格批次：142</li><li>不合格批次：2</li></ul><p>质量部</p>',
  },
  {
    type: '制度文件', title: '仓库安全管理制度（2026年修订）', audience: '内部员工', by: 'admin', daysAgo: 6, readBy: ['wh01', 'qe01'],
    body: '<p>全体员工：</p><p>《仓库安全管理制度》已完成修订，新增危化品存放与叉车作业要求，自发布之日起执行。</p>',
  },
  {
    type: '采购通知', title: '12月采购计划说明', audience: '供应商', by: 'buyer01', status: '草稿',
    body: '<p>各供应商：</p><p>12 月发电机、起动机需求较上月增加约 20%，请提前备料（草稿，待确认后发布）。</p>',
  },
  {
    type: '公司公告', title: '关于系统升级时间调整的通知', audience: '全部', by: 'admin', daysAgo: 8, status: '已撤回',
    body: '<p>原定本周六的系统升级调整至下周六 22:00，具体时间另行通知。</p>',
  },
  {
    type: '放假通知', title: '国庆假期物流安排', audience: '全部', by: 'buyer01', daysAgo: 60, expiresIn: -50, readBy: ['sup1001'],
    body: '<p>国庆假期（10 月 1 日至 7 日）物流暂停，请于 9 月 28 日前完成送货。</p>',
  },
  {
    type: '公司公告', title: '售后服务热线调整通知', audience: '客户', by: 'svc01', daysAgo: 3, readBy: ['cust01'],
    body: '<p>尊敬的客户：</p><p>自 12 月 1 日起，售后服务热线调整为 <strong>400-820-0551</strong>，服务时间 8:00-20:00。</p>',
  },
]

const DAY_MS = 86_400_000

/** Demo bulletins over the seeded types and accounts (looked up by code). */
export async function seedBulletins(db: Db): Promise<void> {
  const codes = [...new Set(DEMO_BULLETINS.flatMap((b) => [b.by, ...(b.readBy ?? [])]))]
  const users = await db.select({ userid: sysUser.userid, usercode: sysUser.usercode }).from(sysUser).where(inArray(sysUser.usercode, codes))
  const userOf = new Map(users.map((u) => [u.usercode, u.userid]))
  const types = await db.select({ id: bulletinType.id, name: bulletinType.name }).from(bulletinType)
  const typeOf = new Map(types.map((t) => [t.name as string, t.id as number]))
  const now = clock.nowMs()
  for (const b of DEMO_BULLETINS) {
    const publishAt = b.daysAgo === undefined ? null : new Date(now - b.daysAgo * DAY_MS)
    const publisherId = userOf.get(b.by)!
    const [row] = await db
      .insert(bulletin)
      .values({
        typeId: typeOf.get(b.type)!,
        title: b.title,
        body: b.body,
        audience: b.audience,
        isTop: b.top ?? false,
        status: b.status ?? '已发布',
        publishAt,
        expireAt: b.expiresIn === undefined ? null : new Date(now + b.expiresIn * DAY_MS),
        publisherId,
        createdAt: publishAt ?? new Date(now),
        createdBy: publisherId,
      })
      .returning({ id: bulletin.id })
    const readers = (b.readBy ?? []).map((code, i) => ({ bulletinId: row!.id, userid: userOf.get(code)!, readAt: new Date(publishAt!.getTime() + (i + 1) * 3_600_000) }))
    if (readers.length) await db.insert(bulletinRead).values(readers)
  }
}
