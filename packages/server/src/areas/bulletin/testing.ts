// Test helpers of the bulletin area (imported by its tests only).
import type { BulletinRow } from '@scm/core/bulletin'
import type { SignedInClient } from '../../../test/helpers'

/** The first enabled type (GetTypes), as the create screen's picker offers it. */
export async function firstType(client: SignedInClient): Promise<number> {
  const types = (await client.get('/api/Bulletin/GetTypes')).body.Data as { id: number; name: string }[]
  return types[0]!.id
}

/** A complete Save body: published to everyone unless `fields` say otherwise. */
export const bulletinOf = (type_id: number, fields: Record<string, unknown> = {}) => ({
  type_id,
  title: '测试公告',
  body: '<p>公告内容</p>',
  audience: '全部',
  is_top: false,
  file_ids: [],
  publish: true,
  ...fields,
})

export const save = (client: SignedInClient, body: Record<string, unknown>) => client.post('/api/Bulletin/Save', body)

/** Publishes and answers the new id (throws with the answer when refused). */
export async function publish(client: SignedInClient, type_id: number, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await save(client, bulletinOf(type_id, fields))
  if (res.body.Code !== 1) throw new Error(JSON.stringify(res.body))
  return res.body.Data.id as number
}

export const browse = async (client: SignedInClient, query: Record<string, unknown> = {}) =>
  (await client.post('/api/Bulletin/GetList', { rows: 500, ...query })).body.Data as { rows: BulletinRow[]; total: number; page: number }
export const mine = async (client: SignedInClient, query: Record<string, unknown> = {}) =>
  (await client.post('/api/Bulletin/GetMyList', { rows: 500, ...query })).body.Data as { rows: BulletinRow[]; total: number; page: number }
export const browsedIds = async (client: SignedInClient, query: Record<string, unknown> = {}) => (await browse(client, query)).rows.map((r) => r.id)
