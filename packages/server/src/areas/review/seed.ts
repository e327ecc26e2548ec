import { tcNoticeDocument, tdDealDocument } from '@scm/core/review'
import { eq, inArray, sql } from 'drizzle-orm'
import * as clock from '../../clock'
import type { ServerConfig } from '../../config'
import type { Db } from '../../db'
import { dateTimeText } from '../../http/dates'
import { seedDocuments, type SeedActor } from '../../document/seed'
import { orgDept } from '../../identity/org-schema'
import { pubMateriel } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { attachFiles } from '../../platform/attachments'
import { fileStoreOf } from '../../platform/file-store'
import { uploadedFile } from '../../platform/schema'
import { saOrder } from '../../business/vehicle-schema'
import { CHANGE_TABLES, handleChange, tcHooks, tdHooks } from './changes'
import { ensureReview, getOrder, syncAudits } from './review'
import { ORDER_PICTURE_DOC, pdBom, saOrderAuditrst, saOrderPicture, saOrderReview, saPictureItem } from './schema'

// Demo: standard BOMs (three levels under assemblies) of every ordered model, orders in every review
// state, picture items with some photos missing, changes handled and pending in both departments.

/** Assemblies (materials of their own) and the parts under them: [code, name, children [code, qty]]. */
const ASSEMBLIES: [string, string, [string, number][]][] = [
  ['ZC-100', '底盘总成', [['ZC-110', 1], ['ZC-120', 1], ['3003060-B01', 1]]],
  ['ZC-110', '悬架系统', [['2905010-B01', 4], ['3103020-B01', 6]]],
  ['ZC-120', '制动系统', [['3501070-B01', 6], ['1601130-B01', 1]]],
  ['ZC-200', '动力总成', [['ZC-210', 1], ['ZC-220', 1]]],
  ['ZC-210', '发动机总成', [['1004015-E02', 6], ['1005011-E02', 1], ['1006015-E02', 1], ['1003020-E02', 1], ['1118010-E02', 1], ['1112010-E02', 6], ['1012010-E02', 1]]],
  ['ZC-220', '冷却系统', [['1301010-A01', 1], ['1307010-E02', 1]]],
  ['ZC-300', '电气系统', [['3701010-E02', 1], ['3708010-E02', 1], ['3711010-A01', 2], ['3724010-A01', 1]]],
  // an electric vehicle's battery pack: bought whole, no approved price yet (its BOM price line is flagged)
  ['ZC-400', '动力电池包', []],
]
/** The top level of a configuration: an electric one has a battery pack instead of the diesel power train. */
const topOf = (configuration: string) => (configuration.includes('纯电动') ? ['ZC-100', 'ZC-400', 'ZC-300'] : ['ZC-100', 'ZC-200', 'ZC-300'])

export const DEMO_PICTURE_ITEMS = [
  { item_name: '整车前45度', model: null, option_kw: null, remark: '车辆左前方45度，全车入镜' },
  { item_name: '车辆铭牌', model: null, option_kw: null, remark: '铭牌清晰可读' },
  { item_name: '电池舱', model: null, option_kw: '纯电动', remark: '电池舱打开，铭牌与线束可见' },
  { item_name: '货箱内部', model: 'WJ3250 自卸车', option_kw: null, remark: '货箱底板与举升机构' },
  { item_name: '仪表台', model: null, option_kw: '低地板', remark: '已作废：并入整车内饰', cancelled: true },
]

const svg = (text: string) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#e6f4ff"/><text x="160" y="105" font-size="20" text-anchor="middle">${text}</text></svg>`)

async function actor(db: Db, code: string): Promise<SeedActor & { deptId: number | null }> {
  const [u] = await db.select({ userid: sysUser.userid, UserName: sysUser.userName, deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.usercode, code))
  return { userid: u?.userid ?? 0, UserName: u?.UserName ?? code, deptId: u?.deptId ?? null, supplyid: null, customerId: null, roles: ['reviewer'], usercode: code }
}

export async function seedReview(db: Db, config: ServerConfig): Promise<void> {
  // assemblies are materials too (pub_materiel, the one part record)
  await db
    .insert(pubMateriel)
    .values(ASSEMBLIES.map(([mtrCode, mtrName]) => ({ mtrCode, mtrName, unit: '套', category: '总成', price: '0' })))
    .onConflictDoNothing()
  const codes = [...new Set(ASSEMBLIES.flatMap(([code, , kids]) => [code, ...kids.map(([k]) => k)]))]
  const parts = await db.select({ id: pubMateriel.mtrId, code: pubMateriel.mtrCode }).from(pubMateriel).where(inArray(pubMateriel.mtrCode, codes))
  const idOf = new Map(parts.map((p) => [p.code, p.id]))
  const orders = await db.select({ id: saOrder.id, no: saOrder.order_no, model: saOrder.model, configuration: saOrder.configuration }).from(saOrder).orderBy(saOrder.id)
  const models = [...new Map(orders.map((o) => [`${o.model}|${o.configuration ?? ''}`, o])).values()]
  const lines = models.flatMap((o) => {
    const base = { model: String(o.model), configuration: String(o.configuration ?? '') }
    const top = topOf(base.configuration).map((code) => ({ ...base, parentMtrId: 0, mtrId: idOf.get(code)!, qty: 1 }))
    const below = ASSEMBLIES.filter(([code]) => !(base.configuration.includes('纯电动') ? ['ZC-200', 'ZC-210', 'ZC-220'] : ['ZC-400']).includes(code)).flatMap(([code, , kids]) => kids.filter(([k]) => idOf.has(k)).map(([k, qty]) => ({ ...base, parentMtrId: idOf.get(code)!, mtrId: idOf.get(k)!, qty })))
    return [...top, ...below]
  })
  if (lines.length) await db.insert(pdBom).values(lines).onConflictDoNothing()

  const items = await db
    .insert(saPictureItem)
    .values(DEMO_PICTURE_ITEMS.map(({ cancelled, ...i }) => ({ ...i, status: cancelled ? '作废' : '启用' })))
    .returning({ id: saPictureItem.id, name: saPictureItem.item_name })
  const itemId = new Map(items.map((i) => [String(i.name), Number(i.id)]))

  const tech = await actor(db, 'revtech01')
  const prod = await actor(db, 'revprod01')
  const depts = new Map((await db.select({ id: orgDept.id, name: orgDept.deptName }).from(orgDept)).map((d) => [d.name, d.id]))
  const store = fileStoreOf(config)
  const photo = async (orderId: number, item: string, by: SeedActor) => {
    const bytes = svg(item)
    const hash = await store.put(bytes)
    const [file] = await db.insert(uploadedFile).values({ fileName: `${item}.svg`, fileSize: bytes.length, contentType: 'image/svg+xml', category: 'document', hash, userid: by.userid || null }).returning({ id: uploadedFile.id })
    const [pic] = await db.insert(saOrderPicture).values({ orderId, itemId: itemId.get(item)! }).onConflictDoNothing().returning({ id: saOrderPicture.id })
    if (pic && file) await attachFiles(db, ORDER_PICTURE_DOC, pic.id, [file.id], by)
  }
  const agree = async (orderId: number, dept: string, by: SeedActor, result: string, opinion: string, daysAgo: number) =>
    db
      .update(saOrderAuditrst)
      .set({ result, opinion, userid: by.userid || null, userName: by.UserName, auditedAt: dateTimeText(new Date(clock.nowMs() - daysAgo * 86_400_000)) })
      .where(sql`${saOrderAuditrst.orderId} = ${orderId} and ${saOrderAuditrst.deptId} = ${depts.get(dept) ?? 0}`)

  const byNo = new Map(orders.map((o) => [String(o.no), Number(o.id)]))
  const start = async (no: string) => {
    const id = byNo.get(no)
    if (!id) return null
    await ensureReview(db, await getOrder(db, id))
    return id
  }
  // 已就绪: every department agreed, every photo present
  const ready = await start('SO202603001')
  if (ready) {
    await agree(ready, '技术部', tech, '同意', 'BOM与配置一致', 9)
    await agree(ready, '生产部', prod, '同意', '产能已排', 8)
    for (const item of ['整车前45度', '车辆铭牌', '电池舱']) await photo(ready, item, prod)
  }
  // 评审中: technology agreed, production not yet, the nameplate photo missing
  const inReview = await start('SO202605002')
  if (inReview) {
    await agree(inReview, '技术部', tech, '同意', '', 2)
    await photo(inReview, '整车前45度', prod)
  }
  // 已退回: production disagreed
  const returned = await start('SO202607003')
  if (returned) {
    await db.update(saOrderReview).set({ orderType: '定制订单' }).where(eq(saOrderReview.orderId, returned))
    await syncAudits(db, returned, '定制订单')
    await agree(returned, '生产部', prod, '不同意', '交货期内无法排产，请调整交货日期', 1)
    await db.update(saOrderReview).set({ status: '已退回', reason: '交货期内无法排产，请调整交货日期' }).where(eq(saOrderReview.orderId, returned))
  }
  // 评审中, nothing recorded yet (SO202609004 stays 待评审, SO202611005 a sample order)
  const sample = await start('SO202611005')
  if (sample) {
    await db.update(saOrderReview).set({ orderType: '样车订单' }).where(eq(saOrderReview.orderId, sample))
    await syncAudits(db, sample, '样车订单')
  }

  // changes: a product change handled by both departments, a technical change pending in production,
  // another pending in both, and a draft
  const mtr = (code: string) => idOf.get(code)
  const ago = (days: number) => new Date(clock.nowMs() - days * 86_400_000)
  const day = (days: number) => clock.today(new Date(clock.nowMs() + days * 86_400_000))
  const [tc1, tc2] = await seedDocuments(
    db,
    tcNoticeDocument,
    CHANGE_TABLES.tc,
    [
      { at: ago(20), by: tech, values: { title: '城市客车前大灯改LED远近光一体', models: 'WJ6120 城市客车,WJ6850 城市客车', effective_date: day(-10), depts: '技术部,生产部', content: '前大灯总成改型，安装支架不变', lines: [{ mtr_id: mtr('3711010-A01'), change_desc: '改为LED一体式' }] }, steps: [['Issue', tech]] },
      { at: ago(3), by: tech, values: { title: '柴油车型涡轮增压器升级', models: 'WJ1180 载货汽车,WJ6110 公路客车', effective_date: day(20), depts: '生产部', content: '涡轮增压器改为HX40W升级型，进气管路不变', lines: [{ mtr_id: mtr('1118010-E02'), change_desc: '升级型号' }] }, steps: [['Issue', tech]] },
    ],
    tcHooks,
  )
  const [td1] = await seedDocuments(
    db,
    tdDealDocument,
    CHANGE_TABLES.td,
    [
      { at: ago(5), by: tech, values: { title: '水泵总成密封结构改进', models: '', effective_date: day(15), depts: '技术部,生产部', content: '水泵机械密封改为双端面', lines: [{ mtr_id: mtr('1307010-E02'), change_desc: '双端面机械密封' }] }, steps: [['Issue', tech]] },
      { at: ago(1), by: tech, values: { title: '起动机固定螺栓力矩调整', models: '', effective_date: day(30), depts: '生产部', content: '力矩 85→95 N·m（草稿）', lines: [{ mtr_id: mtr('3708010-E02'), change_desc: '' }] } },
    ],
    tdHooks,
  )
  const user = (a: SeedActor) => ({ ...a, usercode: '', supplyid: null, customerId: null, roles: ['reviewer'] }) as Parameters<typeof handleChange>[4]
  if (tc1) {
    await handleChange(db, 'tc', tc1, tech.deptId, user(tech), '图纸已更新')
    await handleChange(db, 'tc', tc1, prod.deptId, user(prod), '工装已调整')
  }
  if (td1) await handleChange(db, 'td', td1, tech.deptId, user(tech), '工艺文件已修订')
  void tc2
  // set ready after the changes (an electric bus: none of the pending ones touches it)
  if (ready) await db.update(saOrderReview).set({ status: '已就绪', readyAt: dateTimeText(new Date(clock.nowMs() - 7 * 86_400_000)), readyBy: prod.UserName }).where(eq(saOrderReview.orderId, ready))
}
