import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sendMail } from '../src/mail'
import { mailOutbox } from '../src/mail/schema'
import { createTestApp } from './helpers'
import { smtpCapture } from './smtp-capture'

const t = await createTestApp()
afterAll(() => t.close())
const { received, url: capturingUrl } = await smtpCapture()

describe('sendMail', () => {
  it('stores the mail in the outbox without SMTP_URL', async () => {
    const record = await sendMail(t, { to: 'a@wjauto.example', subject: '测试', html: '<p>你好</p>' })
    expect(record).toMatchObject({ transport: 'outbox', result: '已存入发件箱', sent: true })
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, record.id))
    expect(row).toMatchObject({ recipient: 'a@wjauto.example', subject: '测试', html: '<p>你好</p>' })
  })

  it('sends through SMTP_URL and records the result', async () => {
    const config = { ...t.config, smtpUrl: capturingUrl }
    const record = await sendMail({ db: t.db, config }, { to: 'b@wjauto.example', subject: '订单发布通知', html: '<p>请查收</p>' })
    expect(record).toMatchObject({ transport: 'smtp', result: '已发送', sent: true })
    expect(received.at(-1)?.to).toEqual(['b@wjauto.example'])
    expect(received.at(-1)?.data).toContain('Subject: =?UTF-8?')
  })

  it('records a failed SMTP send instead of throwing', async () => {
    const config = { ...t.config, smtpUrl: 'smtp://127.0.0.1:1?connectionTimeout=2000' }
    const original = console.error
    console.error = () => {}
    try {
      const record = await sendMail({ db: t.db, config }, { to: 'c@wjauto.example', subject: '失败', html: 'x' })
      expect(record).toMatchObject({ transport: 'smtp', result: '发送失败', sent: false })
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, record.id))
      expect(row!.error).not.toBe('')
    } finally {
      console.error = original
    }
  })
})
