import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { pubMateriel } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { pubMaterielBuyer, pubMaterielImage } from '../../identity/material-schema'

const COLORS: Record<string, string> = { 发动机件: '#5b6b7f', 滤清器: '#3f7d5a', 电器件: '#b7791f', 底盘件: '#4a5568', 冷却系统: '#2b6cb0' }

/** A drawn picture of the part (a real upload replaces it): a labelled plate, as an SVG data URL. */
function partPicture(code: string, name: string, category: string): string {
  const color = COLORS[category] ?? '#718096'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<rect width="320" height="240" fill="#f7fafc"/><circle cx="160" cy="100" r="62" fill="${color}" opacity="0.9"/>
<circle cx="160" cy="100" r="26" fill="#f7fafc"/><rect x="40" y="178" width="240" height="44" rx="6" fill="#fff" stroke="#cbd5e0"/>
<text x="160" y="198" font-size="16" text-anchor="middle" font-family="sans-serif" fill="#1a202c">${name}</text>
<text x="160" y="215" font-size="12" text-anchor="middle" font-family="monospace" fill="#4a5568">${code}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** buyer01 in charge of every demo material; one picture per material. */
export async function seedPubtable(db: Db): Promise<void> {
  const [buyer] = await db.select({ userid: sysUser.userid }).from(sysUser).where(eq(sysUser.usercode, 'buyer01'))
  const materials = await db.select().from(pubMateriel)
  if (buyer && materials.length) {
    await db.insert(pubMaterielBuyer).values(materials.map((m) => ({ mtrId: m.mtrId, userid: buyer.userid, isDefault: true })))
  }
  if (materials.length) {
    await db.insert(pubMaterielImage).values(
      materials.map((m) => ({ mtrId: m.mtrId, fileName: `${m.mtrCode}.svg`, url: partPicture(m.mtrCode, m.mtrName, m.category) })),
    )
  }
}
