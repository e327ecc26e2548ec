// Calls and routes of the bulletin API (packages/server/src/areas/bulletin/API.md); the shapes and
// the Save rules are shared with the server through @scm/core. Also the form's draft and its
// conversions (the native datetime boxes speak 'YYYY-MM-DDTHH:mm').

import { checkBulletin, type BulletinAttachment, type BulletinAudience, type BulletinDetail, type BulletinSaveInput } from '@scm/core/bulletin'

export type { BulletinAttachment, BulletinAudience, BulletinDetail, BulletinReadRecord, BulletinRow, BulletinStatus, BulletinType } from '@scm/core/bulletin'
export { BULLETIN_AUDIENCES, BULLETIN_PATHS, BULLETIN_STATUSES, BULLETIN_TITLE_MAX } from '@scm/core/bulletin'

/** Route paths of the bulletin screens (navigation goes through scm-navigate). */
export const BULLETIN_ROUTES = {
  index: '/bulletin/index',
  detail: '/bulletin/detail',
  create: '/bulletin/create',
  list: '/bulletin/list',
} as const

/** The menu function whose buttons (add/edit/delete) allow writing bulletins. */
export const BULLETIN_WRITE_FN = 'bulletin1_create'

export interface BulletinDraft {
  id?: number
  /** The chosen type's id as the select holds it, '' when none. */
  type_id: string
  title: string
  body: string
  audience: BulletinAudience
  is_top: boolean
  /** 'YYYY-MM-DDTHH:mm' (datetime box), '' = now when publishing. */
  publish_at: string
  /** 'YYYY-MM-DDTHH:mm', '' = never. */
  expire_at: string
  attachments: BulletinAttachment[]
}

export const emptyBulletinDraft = (): BulletinDraft => ({ type_id: '', title: '', body: '', audience: '全部', is_top: false, publish_at: '', expire_at: '', attachments: [] })

/** 'YYYY-MM-DD HH:mm:ss' → the datetime box's 'YYYY-MM-DDTHH:mm'. */
export const toBoxTime = (text: string): string => (text ? text.slice(0, 16).replace(' ', 'T') : '')

/** The datetime box's 'YYYY-MM-DDTHH:mm(:ss)' → 'YYYY-MM-DD HH:mm:ss' as Save takes it. */
export function fromBoxTime(value: string): string {
  if (!value) return ''
  const text = value.replace('T', ' ')
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text) ? `${text}:00` : text
}

/** A bulletin edited again (?id=). */
export const draftOfDetail = (b: BulletinDetail): BulletinDraft => ({
  id: b.id,
  type_id: String(b.type_id),
  title: b.title,
  body: b.body,
  audience: b.audience,
  is_top: b.is_top,
  publish_at: toBoxTime(b.publish_at),
  expire_at: toBoxTime(b.expire_at),
  attachments: b.attachments,
})

/** The body of Save for a draft; `publish` false saves a draft. */
export const saveInputOf = (draft: BulletinDraft, publish: boolean): BulletinSaveInput => ({
  ...(draft.id ? { id: draft.id } : {}),
  type_id: draft.type_id ? Number(draft.type_id) : null,
  title: draft.title.trim(),
  body: draft.body,
  audience: draft.audience,
  is_top: draft.is_top,
  publish_at: fromBoxTime(draft.publish_at) || null,
  expire_at: fromBoxTime(draft.expire_at) || null,
  file_ids: draft.attachments.map((a) => a.file_id),
  publish,
})

/** The server's rules, checked before calling it, keyed by the draft's fields. */
export function checkDraft(draft: BulletinDraft, publish: boolean): Record<string, string> {
  const errors = checkBulletin(saveInputOf(draft, publish))
  if (errors.file_ids) {
    errors.attachments = errors.file_ids
    delete errors.file_ids
  }
  return errors
}
