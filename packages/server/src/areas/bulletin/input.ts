// The Save body and its checks that need no database: core's checkBulletin, the same rules the
// form applies, plus what only the server sees (the sanitised body).
import { z } from 'zod'
import { BULLETIN_ATTACHMENTS_MAX, bulletinBodyIsEmpty, checkBulletin, normalizeBulletinTime, type BulletinAudience } from '@scm/core/bulletin'
import { refuse } from '../../http/envelope'
import { sanitizeHtml } from '../../http/html'
import { flag } from '../../http/body'
import * as clock from '../../clock'

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

/** A time core's checkBulletin accepted ('YYYY-MM-DD[ HH:mm:ss]'), in the server's time zone; blank → null. */
function parseTime(value: string): Date | null {
  const normal = value.trim() ? normalizeBulletinTime(value) : null
  return normal ? new Date(normal.replace(' ', 'T')) : null
}

/** Throws 400 with the first failing rule of core's checkBulletin; publishing without a time publishes at `now`. */
export function checkInput(raw: z.output<typeof saveBody>, now = clock.now()): BulletinInput {
  const failed = Object.values(checkBulletin({ ...raw, type_id: raw.type_id ?? null }))[0]
  if (failed) refuse(failed)
  const body = sanitizeHtml(raw.body)
  // a body of nothing but what sanitising removes (a script) is empty too
  if (raw.publish && bulletinBodyIsEmpty(body)) refuse('请填写公告内容')
  const publishAt = parseTime(raw.publish_at) ?? (raw.publish ? now : null)
  const expireAt = parseTime(raw.expire_at)
  checkExpiry(publishAt, expireAt)
  return {
    id: raw.id,
    typeId: raw.type_id!,
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
