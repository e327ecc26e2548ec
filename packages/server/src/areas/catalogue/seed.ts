import { packageSpecDocument, priceQuoteDocument } from '@scm/core/catalogue'
import { eq } from 'drizzle-orm'
import * as clock from '../../clock'
import type { ServerConfig } from '../../config'
import type { Db } from '../../db'
import { actWithHooks } from '../../document/hooks'
import { seedDocuments, type SeedActor } from '../../document/seed'
import type { CurrentUser } from '../../http'
import { pubMateriel } from '../../identity/partner-schema'
import { sysUser, sysUserRole } from '../../identity/user-schema'
import { attachFiles } from '../../platform/attachments'
import { fileStoreOf } from '../../platform/file-store'
import { addDays } from '../../platform/input'
import { seedResource } from '../../resource/seed'
import { uploadedFile } from '../../platform/schema'
import { partListResource, partTypeResource } from '@scm/core/catalogue'
// the approval of a demo quote goes through the wf engine, as quality's demo standards do
import { flowEngine } from '../../platform/flows'
import { packageBinding, packageHooks, revisePackage } from './package'
import { GOODS_DOC_TYPE, moveGood } from './goods'
import { writeEvent } from '../../document/records'
import { pubMaterielImage } from '../../identity/material-schema'
import type { GoodsActionName } from '@scm/core/catalogue'
import { priceQuoteHooks } from './price'
import { packageSpecTables, pcPartList, pcPartType, priceQuoteTables } from './schema'

async function user(db: Db, usercode: string): Promise<CurrentUser | null> {
  const [u] = await db.select().from(sysUser).where(eq(sysUser.usercode, usercode))
  if (!u) return null
  const roles = (await db.select({ role: sysUserRole.role }).from(sysUserRole).where(eq(sysUserRole.userid, u.userid))).map((r) => r.role)
  return { userid: u.userid, usercode: u.usercode, UserName: u.userName, supplyid: u.supplyid, customerId: u.customerId, roles }
}

async function materials(db: Db): Promise<Map<string, { id: number; category: string; supplyid: number | null }>> {
  const rows = await db.select({ id: pubMateriel.mtrId, code: pubMateriel.mtrCode, category: pubMateriel.category, supplyid: pubMateriel.supplyid }).from(pubMateriel)
  return new Map(rows.map((r) => [r.code, r]))
}

const TYPES = [
  ['01', '发动机件'],
  ['02', '滤清器'],
  ['03', '电器件'],
  ['04', '底盘件'],
  ['05', '冷却系统'],
] as const

/** Second suppliers of some parts (the main supplier is listed for every part). */
const SECOND_SUPPLIERS: [string, number][] = [
  ['1003020-E02', 1002],
  ['1307010-E02', 1003],
  ['1301010-A01', 1003],
  ['1004015-E02', 1001],
  ['3701010-E02', 1001],
]

/** 配件类型 by the materials' categories; 配件清单: each part with its main supplier, some with a second one. */
export async function seedParts(db: Db): Promise<void> {
  await seedResource(db, partTypeResource, pcPartType, TYPES.map(([code, name], i) => ({ code, name, sort_no: i + 1, enabled: true, remark: '' })))
  const types = new Map((await db.select({ id: pcPartType.id, name: pcPartType.name }).from(pcPartType)).map((t) => [String(t.name), Number(t.id)]))
  const parts = await materials(db)
  const rows: Record<string, unknown>[] = []
  for (const [code, m] of parts) {
    const type_id = types.get(m.category)
    if (!type_id) continue
    if (m.supplyid != null) rows.push({ type_id, mtr_id: m.id, supplyid: m.supplyid, min_order_qty: 10, lead_days: 15, remark: '主供' })
    for (const [c, s] of SECOND_SUPPLIERS) if (c === code) rows.push({ type_id, mtr_id: m.id, supplyid: s, min_order_qty: 20, lead_days: 25, remark: '二供' })
  }
  await seedResource(db, partListResource, pcPartList, rows)
}

/** The flow's approval of a quote in review, by buyer01 (its end makes the approved price). */
async function approveQuote(db: Db, id: number, by: CurrentUser, opinion: string): Promise<void> {
  await flowEngine().approveRecord(db, { recordType: priceQuoteDocument.docType, recordId: id, user: by, opinion })
}

/**
 * Quotes in every review state, and two years of approved prices for the demo parts: each history
 * quote quoted, reviewed and approved on its own day (the clock moved there), so every approval ends
 * the price before it the day before.
 */
export async function seedPriceQuotes(db: Db): Promise<void> {
  await flowEngine().seedDemoFlows(db) // the price_review flow on data seeded before it existed
  const buyer = await user(db, 'buyer01')
  const sups = new Map<number, CurrentUser>()
  for (const code of ['sup1001', 'sup1002', 'sup1003']) {
    const u = await user(db, code)
    if (u?.supplyid) sups.set(u.supplyid, u)
  }
  if (!buyer || sups.size < 3) return
  const parts = await materials(db)
  const today = clock.today()
  const dayAt = (offset: number) => new Date(`${addDays(today, offset)}T09:30:00+08:00`)
  // [part, supplier, [days from today of each approved price, price]]
  const history: [string, number, [number, number][]][] = [
    ['1003020-E02', 1001, [[-720, 92.5], [-400, 95.0], [-150, 96.8]]],
    ['1307010-E02', 1001, [[-700, 398.0], [-360, 405.0], [-90, 412.0]]],
    ['1301010-A01', 1001, [[-690, 1820.0], [-300, 1890.0]]],
    ['1003020-E02', 1002, [[-500, 99.0], [-200, 98.5]]],
    ['1004015-E02', 1002, [[-710, 180.0], [-380, 183.5], [-120, 186.5]]],
    ['1005011-E02', 1002, [[-600, 2310.0], [-240, 2380.0]]],
    ['3701010-E02', 1003, [[-650, 1220.0], [-330, 1265.0]]],
    ['1307010-E02', 1003, [[-420, 415.0]]],
  ]
  const step = (name: string, by: SeedActor, reason = ''): [string, SeedActor, string] => [name, by, reason]
  for (const [code, supplyid, prices] of history) {
    const part = parts.get(code)
    const sup = sups.get(supplyid)
    if (!part || !sup) continue
    for (const [offset, price] of prices) {
      const at = dayAt(offset)
      const [id] = await seedDocuments(
        db,
        priceQuoteDocument,
        priceQuoteTables,
        [{ at, by: sup, values: { mtr_id: part.id, supplyid, price, valid_from: addDays(today, offset), remark: '年度调价' }, steps: [step('Submit', sup), step('Approve', buyer, '价格合理')] }],
        priceQuoteHooks,
      )
      await clock.runAt(new Date(at.getTime() + 3600_000), () => approveQuote(db, id!, buyer, '同意'))
    }
  }
  // one quote in each review state
  const quote = (code: string, supplyid: number, price: number, from: number, remark: string, steps: [string, SeedActor, string][]) => {
    const part = parts.get(code)
    const sup = sups.get(supplyid)!
    return part ? [{ by: sup, values: { mtr_id: part.id, supplyid, price, valid_from: addDays(today, from), valid_to: null, remark }, steps }] : []
  }
  await seedDocuments(
    db,
    priceQuoteDocument,
    priceQuoteTables,
    [
      ...quote('3708010-E02', 1003, 1560, 30, '起动机批量优惠报价（草稿）', []),
      ...quote('1003020-E02', 1002, 97.2, 20, '原材料价格回落，申请下调', [step('Submit', sups.get(1002)!)]),
      ...quote('1004015-E02', 1002, 191.0, 15, '铝价上涨，申请上调', [step('Submit', sups.get(1002)!), step('Approve', buyer, '涨幅在预算内，提交审批')]),
      ...quote('1005011-E02', 1002, 2520, 10, '锻件成本上涨', [step('Submit', sups.get(1002)!), step('Return', buyer, '涨幅过大，请提供成本分解')]),
      ...quote('3711010-A01', 1003, 720, 10, '前大灯报价（已撤销）', [step('Void', sups.get(1003)!, '报价有误，重新报价')]),
    ],
    priceQuoteHooks,
  )
}

/** A drawn photo of a package (a real upload replaces it). */
function packagePhoto(label: string): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#fdf6e3"/>
<rect x="70" y="50" width="180" height="120" fill="#c8a26b" stroke="#7a5c2e" stroke-width="4"/><line x1="70" y1="90" x2="250" y2="90" stroke="#7a5c2e" stroke-width="3"/>
<text x="160" y="210" font-size="16" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`
  return new TextEncoder().encode(svg)
}

async function photo(db: Db, config: Pick<ServerConfig, 'dataDir'>, by: CurrentUser, name: string): Promise<number> {
  const bytes = packagePhoto(name)
  const hash = await fileStoreOf(config).put(bytes)
  const [row] = await db
    .insert(uploadedFile)
    .values({ fileName: `${name}.svg`, fileSize: bytes.byteLength, contentType: 'image/svg+xml', category: 'document', hash, userid: by.userid })
    .returning({ id: uploadedFile.id })
  return row!.id
}

/** Packaging specifications approved (one revised into version 2), pending and returned. */
export async function seedPackages(db: Db, config: Pick<ServerConfig, 'dataDir'>): Promise<void> {
  const buyer = await user(db, 'buyer01')
  const s1 = await user(db, 'sup1001')
  const s2 = await user(db, 'sup1002')
  const s3 = await user(db, 'sup1003')
  if (!buyer || !s1 || !s2 || !s3) return
  const parts = await materials(db)
  const spec = (code: string, supplyid: number, v: Record<string, unknown>) => {
    const part = parts.get(code)
    return part ? { mtr_id: part.id, supplyid, ...v } : null
  }
  const carton = { package_type: '纸箱', inner_qty: 10, packs_per_outer: 5, outers_per_pallet: 24, length_mm: 600, width_mm: 400, height_mm: 300 }
  const demo: [CurrentUser, Record<string, unknown> | null, string[], number][] = [
    [s1, spec('1003020-E02', 1001, { ...carton, qty_per_package: 50, gross_weight: 16.5, net_weight: 15.0, remark: '气缸垫纸箱包装，内衬防锈纸' }), ['Submit', 'Approve'], -200],
    [s1, spec('1307010-E02', 1001, { package_type: '木箱', qty_per_package: 4, inner_qty: 1, packs_per_outer: 4, outers_per_pallet: 8, length_mm: 800, width_mm: 600, height_mm: 500, gross_weight: 42, net_weight: 36, remark: '水泵总成木箱包装' }), ['Submit', 'Approve'], -150],
    [s2, spec('1004015-E02', 1002, { package_type: '周转箱', qty_per_package: 20, inner_qty: 4, packs_per_outer: 5, outers_per_pallet: 16, length_mm: 600, width_mm: 400, height_mm: 280, gross_weight: 26, net_weight: 24, remark: '活塞周转箱，循环使用' }), ['Submit', 'Approve'], -120],
    [s3, spec('3701010-E02', 1003, { package_type: '纸箱', qty_per_package: 2, inner_qty: 1, packs_per_outer: 2, outers_per_pallet: 20, length_mm: 500, width_mm: 400, height_mm: 350, gross_weight: 19, net_weight: 17, remark: '发电机单台气泡膜包裹' }), ['Submit'], -5],
    [s2, spec('1005011-E02', 1002, { package_type: '托盘', qty_per_package: 12, inner_qty: 1, packs_per_outer: 12, outers_per_pallet: 1, length_mm: 1200, width_mm: 1000, height_mm: 600, gross_weight: 420, net_weight: 400, remark: '曲轴托盘立放' }), ['Submit', 'Return'], -20],
    [s3, spec('3708010-E02', 1003, { package_type: '纸箱', qty_per_package: 2, inner_qty: 1, packs_per_outer: 2, outers_per_pallet: 20, length_mm: 520, width_mm: 420, height_mm: 360, gross_weight: 20, net_weight: 18, remark: '起动机包装（编制中）' }), [], -1],
  ]
  for (const [by, values, steps, offset] of demo) {
    if (!values) continue
    const at = new Date(`${addDays(clock.today(), offset)}T10:00:00+08:00`)
    await clock.runAt(at, async () => {
      const [id] = await seedDocuments(db, packageSpecDocument, packageSpecTables, [{ by, values }], packageHooks)
      const need = String(values.package_type) === '木箱' || String(values.package_type) === '托盘' ? 2 : 1
      const files: number[] = []
      for (let i = 1; i <= need; i++) files.push(await photo(db, config, by, `${String(values.remark).slice(0, 12)} 照片${i}`))
      await attachFiles(db, packageSpecDocument.docType, id!, files, by)
      for (const name of steps) {
        const action = packageSpecDocument.actions.find((a) => a.name === name)!
        const actor = action.by === 'owner' ? by : buyer
        await actWithHooks(db, packageBinding, packageHooks, action, { id: id!, user: actor, reason: name === 'Return' ? '托盘承重照片不清晰，请补充整托照片' : '' })
      }
    })
  }
  // 水泵总成 changed: version 2 (a carton instead of the wooden case) waits for review beside version 1
  const [approved] = await db.select({ id: packageSpecTables.header.id }).from(packageSpecTables.header).where(eq(packageSpecTables.header.remark, '水泵总成木箱包装'))
  if (!approved) return
  await clock.runAt(new Date(`${addDays(clock.today(), -3)}T15:00:00+08:00`), async () => {
    const id = await revisePackage(db, Number(approved.id), s1)
    await db
      .update(packageSpecTables.header)
      .set({ package_type: '纸箱', qty_per_package: 6, packs_per_outer: 6, length_mm: 700, width_mm: 500, height_mm: 450, gross_weight: 40, net_weight: 36, remark: '水泵总成改为加强纸箱包装' })
      .where(eq(packageSpecTables.header.id, id))
    await attachFiles(db, packageSpecDocument.docType, id, [await photo(db, config, s1, '水泵总成加强纸箱')], s1)
    await actWithHooks(db, packageBinding, packageHooks, packageSpecDocument.actions.find((a) => a.name === 'Submit')!, { id, user: s1 })
  })
}

/** A drawn picture of a good (a real upload replaces it), as an SVG data URL. */
function goodsPicture(name: string, view: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#f7fafc"/>
<rect x="30" y="60" width="260" height="80" rx="14" fill="${color}"/><circle cx="85" cy="145" r="18" fill="#2d3748"/><circle cx="235" cy="145" r="18" fill="#2d3748"/>
<text x="160" y="40" font-size="16" text-anchor="middle" font-family="sans-serif">${name}</text><text x="160" y="190" font-size="12" text-anchor="middle" font-family="sans-serif" fill="#4a5568">${view}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/**
 * Goods in every state, with images and the history of their moves: the vehicle models the sales
 * orders sell, and two service parts sold as accessories (materials that already exist).
 */
export async function seedGoods(db: Db): Promise<void> {
  const svc = await user(db, 'svc01')
  if (!svc) return
  const vehicles: [code: string, name: string, spec: string, price: number, color: string, moves: [GoodsActionName, string][], description: string][] = [
    ['WJ6120-EV', 'WJ6120 城市客车', '纯电动 12 米 低地板', 1_580_000, '#2b6cb0', [['SetOn', '新车型上市']], '12 米纯电动低地板城市客车，续航 400 公里，适合城市公交干线。'],
    ['WJ6850-EV', 'WJ6850 城市客车', '纯电动 8.5 米', 980_000, '#38a169', [['SetOn', '新车型上市']], '8.5 米纯电动城市客车，适合社区与支线公交。'],
    ['WJ1180-D6', 'WJ1180 载货汽车', '柴油 国六 6.8 米厢式', 268_000, '#d69e2e', [['SetOn', '年度车型']], '国六柴油 6.8 米厢式载货汽车，城市配送与城际物流。'],
    ['WJ6110-D6', 'WJ6110 公路客车', '柴油 11 米 49 座', 1_120_000, '#805ad5', [['SetOn', '年度车型'], ['SetOff', '改款中，暂不销售']], '11 米 49 座公路客车，旅游与客运。'],
    ['WJ3250-D6', 'WJ3250 自卸车', '柴油 6×4 5.6 米货箱', 425_000, '#c53030', [['SetOn', '年度车型'], ['SetStop', '排放标准升级，停止销售']], '6×4 自卸车，5.6 米货箱，工程运输。'],
  ]
  for (const [code, name, spec, price, color, moves, description] of vehicles) {
    const [row] = await db.insert(pubMateriel).values({ mtrCode: code, mtrName: name, spec, unit: '辆', category: '整车', price: '0', saleStatus: '下架', salePrice: price.toFixed(2), description }).returning({ id: pubMateriel.mtrId })
    const goodId = row!.id
    await writeEvent(db, GOODS_DOC_TYPE, goodId, { action: '新建', from: '', to: '下架', user: svc })
    await db.insert(pubMaterielImage).values(['正面', '侧面', '内饰'].map((view, sort) => ({ mtrId: goodId, fileName: `${code}-${view}.svg`, url: goodsPicture(name, view, color), sort })))
    for (const [action, reason] of moves) await moveGood(db, goodId, action, reason, svc)
  }
  // accessories: existing materials made goods (they keep their part pictures)
  const parts = await materials(db)
  const accessories: [string, number, GoodsActionName[], string][] = [
    ['1012010-E02', 45, ['SetOn'], '原厂机油滤清器，建议每 1 万公里更换。'],
    ['1109010-E02', 98, [], '原厂空气滤清器滤芯。'],
  ]
  for (const [code, price, moves, description] of accessories) {
    const part = parts.get(code)
    if (!part) continue
    await db.update(pubMateriel).set({ saleStatus: '下架', salePrice: price.toFixed(2), description }).where(eq(pubMateriel.mtrId, part.id))
    await writeEvent(db, GOODS_DOC_TYPE, part.id, { action: '新建', from: '', to: '下架', user: svc })
    for (const action of moves) await moveGood(db, part.id, action, '配件商城上架', svc)
  }
}
