// The Save body and its checks that need no database, in the order API.md lists them (core's
// checkBulletin applies the same rules on the screen).
import { z } from 'zod'
import { BULLETIN_ATTACHMENTS_MAX, BULLETIN_AUDIENCES, BULLETIN_BODY_MAX, BULLETIN_TITLE_MAX, bulletinBodyIsEmpty, normalizeBulletinTime, type BulletinAudience } from '@scm/core'
import { refuse } from '../../http/envelope'
import { sanitizeHtml } from '../../http/html'
import { flag } from '../user/user-save'

const blankToUndefined = (v: unknown) => (v === '' || v === 0 || v === '0' || v === null ? undefined : v)
const positive = (message: string) => z.coerce.number({ error: message }).int(message).positive(message)
const text = (message: string) => z.string({ error: message }).nullish().transform((s) => s ?? '')

export const saveBody = z.object(
  {
    // '', 0 and null mean a new bulletin (forms send an empty id)
    id: z.preprocess(blankToUndefined, positive('公告编号不正确').optional()),
    type_id: z.preprocess(blankToUndefined, positive('请选择公告类型').optional()),
    title: text('公告标题格式不正确').transform((s) => s.trim()),
    body: text('公告内容格式不正确'),
    audience: text('公告对象不正确').transform((s) => s.trim()),
    is_top: flag.nullish().transform((v) => v ?? false),
    publish_at: text('发布时间格式不正确'),
    expire_at: text('失效时间格式不正确'),
    file_ids: z
      .array(positive('附件不存在'), { error: '附件不存在' })
      .max(BULLETIN_ATTACHMENTS_MAX, `附件不能超过${BULLETIN_ATTACHMENTS_MAX}个`)
      .nullish()
      .transform((list) => [...new Set(list ?? [])]),
    publish: flag.nullish().transform((v) => v ?? false),
  },
  { error: '请求数据格式错误' },
)

/** What Save writes: checked, the body sanitised, times as Dates (server time zone). */
export interface BulletinInput {
  id?: number
  typeId: number
  title: string
  body: string
  audience: BulletinAudience
  isTop: boolean
  publishAt: Date | null
  expireAt: Date | null
  fileIds: number[]
  publish: boolean
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' in the server's time zone; blank → null. */
export function parseTime(value: string, message: string): Date | null {
  if (!value.trim()) return null
  const normal = normalizeBulletinTime(value)
  if (!normal) refuse(message)
  return new Date(normal.replace(' ', 'T'))
}

/** Throws 400 with the first failing rule; publishing without a time publishes at `now`. */
export function checkInput(raw: z.output<typeof saveBody>, now = new Date()): BulletinInput {
  if (!raw.type_id) refuse('请选择公告类型')
  if (!raw.title) refuse('请填写公告标题')
  if (raw.title.length > BULLETIN_TITLE_MAX) refuse(`公告标题不能超过${BULLETIN_TITLE_MAX}个字符`)
  if (raw.body.length > BULLETIN_BODY_MAX) refuse('公告内容过长')
  const body = sanitizeHtml(raw.body)
  if (raw.publish && bulletinBodyIsEmpty(body)) refuse('请填写公告内容')
  if (!(BULLETIN_AUDIENCES as readonly string[]).includes(raw.audience)) refuse('公告对象不正确')
  const publishAt = parseTime(raw.publish_at, '发布时间格式不正确') ?? (raw.publish ? now : null)
  const expireAt = parseTime(raw.expire_at, '失效时间格式不正确')
  checkExpiry(publishAt, expireAt)
  return {
    id: raw.id,
    typeId: raw.type_id,
    title: raw.title,
    body,
    audience: raw.audience as BulletinAudience,
    isTop: raw.is_top,
    publishAt,
    expireAt,
    fileIds: raw.file_ids,
    publish: raw.publish,
  }
}

/** A draft without a publish time is checked when it is published. */
export function checkExpiry(publishAt: Date | null, expireAt: Date | null): void {
  if (publishAt && expireAt && expireAt.getTime() <= publishAt.getTime()) refuse('失效时间必须晚于发布时间')
}
