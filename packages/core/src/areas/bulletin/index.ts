// Shapes of the bulletin API (packages/server/src/areas/bulletin/API.md): the server answers them,
// the bulletin screens read them — one definition for both. Also the rules of Save that can be
// checked without the database, so the screens refuse what the server would refuse.

/** Who a bulletin is for: everyone, or one kind of user. */
export type BulletinAudience = '全部' | '内部员工' | '供应商' | '客户'
export const BULLETIN_AUDIENCES: readonly BulletinAudience[] = ['全部', '内部员工', '供应商', '客户']

/** Stored statuses; `已过期` is computed (published, expire_at passed). */
export type BulletinStoredStatus = '草稿' | '已发布' | '已撤回'
export type BulletinStatus = BulletinStoredStatus | '已过期'
export const BULLETIN_STATUSES: readonly BulletinStatus[] = ['草稿', '已发布', '已撤回', '已过期']

/** One row of GetList (browse) and GetMyList (my bulletins). */
export interface BulletinRow {
  id: number
  title: string
  type_id: number
  type_name: string
  audience: BulletinAudience
  is_top: boolean
  status: BulletinStatus
  publisher_id: number
  publisher_name: string
  /** 'YYYY-MM-DD HH:mm:ss', '' when not set. */
  publish_at: string
  /** 'YYYY-MM-DD HH:mm:ss', '' when it never expires. */
  expire_at: string
  /** The caller's read (browse list). */
  is_read: boolean
  read_count: number
  attachment_count: number
}

export interface BulletinAttachment {
  file_id: number
  file_name: string
  file_size: number
  content_type: string
}

export interface BulletinDetail extends BulletinRow {
  /** Sanitised HTML. */
  body: string
  attachments: BulletinAttachment[]
  /** The publisher or an admin. */
  can_edit: boolean
}

/** An enabled bulletin type (GetTypes), for pickers and filters. */
export interface BulletinType {
  id: number
  name: string
}

/** One reader of a bulletin (GetReadRecords). */
export interface BulletinReadRecord {
  userid: number
  UserName: string
  org_name: string
  read_at: string
}

/** The body of POST /api/Bulletin/Save. */
export interface BulletinSaveInput {
  id?: number
  type_id: number | null
  title: string
  body: string
  audience: string
  is_top: boolean
  publish_at?: string | null
  expire_at?: string | null
  file_ids: number[]
  publish: boolean
}

export const BULLETIN_TITLE_MAX = 100
export const BULLETIN_BODY_MAX = 200_000
export const BULLETIN_ATTACHMENTS_MAX = 20

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/

/**
 * A publish/expire time as Save accepts it ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss', a real
 * calendar time) in the 'YYYY-MM-DD HH:mm:ss' form; null when malformed.
 */
export function normalizeBulletinTime(text: string): string | null {
  const m = DATE_RE.exec(text.trim())
  if (!m) return null
  const [y, mo, d, h = '00', mi = '00', s = '00'] = m.slice(1) as string[]
  const date = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s))
  if (date.getUTCFullYear() !== +y! || date.getUTCMonth() !== +mo! - 1 || date.getUTCDate() !== +d! || +h > 23 || +mi > 59 || +s > 59) return null
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`
}

/** Whether an HTML body says anything (text, or an image / table). */
export function bulletinBodyIsEmpty(html: string): boolean {
  if (/<(img|table|hr)\b/i.test(html)) return false
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim() === ''
}

/**
 * The rules of Save that need no database, with the server's messages, keyed by field
 * (type_id, title, body, audience, publish_at, expire_at, file_ids). Empty when it may be sent.
 * (Unknown or disabled types and foreign attachments are the server's to find.)
 */
export function checkBulletin(input: BulletinSaveInput): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!input.type_id) errors.type_id = '请选择公告类型'
  const title = input.title.trim()
  if (!title) errors.title = '请填写公告标题'
  else if (title.length > BULLETIN_TITLE_MAX) errors.title = `公告标题不能超过${BULLETIN_TITLE_MAX}个字符`
  if (input.body.length > BULLETIN_BODY_MAX) errors.body = '公告内容过长'
  else if (input.publish && bulletinBodyIsEmpty(input.body)) errors.body = '请填写公告内容'
  if (!(BULLETIN_AUDIENCES as readonly string[]).includes(input.audience)) errors.audience = '公告对象不正确'
  const publishAt = input.publish_at ? normalizeBulletinTime(input.publish_at) : ''
  const expireAt = input.expire_at ? normalizeBulletinTime(input.expire_at) : ''
  if (publishAt === null) errors.publish_at = '发布时间格式不正确'
  if (expireAt === null) errors.expire_at = '失效时间格式不正确'
  else if (expireAt) {
    // publishing without a time publishes now
    const from = publishAt || (input.publish ? nowText() : '')
    if (from && expireAt <= from) errors.expire_at = '失效时间必须晚于发布时间'
  }
  if (input.file_ids.length > BULLETIN_ATTACHMENTS_MAX) errors.file_ids = `附件不能超过${BULLETIN_ATTACHMENTS_MAX}个`
  return errors
}

function nowText(): string {
  const d = new Date()
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}
export * from './resources'
export * from './screens'
export * from './paths'
