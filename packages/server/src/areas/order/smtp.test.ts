// Publishing through a real SMTP server on loopback (SMTP_URL set): the mail arrives with its link.
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, api, loginAs } from '../../../test/helpers'
import { smtpCapture } from '../../../test/smtp-capture'
import { draftOrder } from '../../../test/procurement'

const { received, url } = await smtpCapture()
const t = await createTestApp({ smtpUrl: url })
afterAll(() => t.close())

/** The decoded HTML part of a raw message (quoted-printable or base64). */
function htmlOf(raw: string): string {
  const body = raw.split(/\r?\n\r?\n/).slice(1).join('\n\n')
  if (/Content-Transfer-Encoding: base64/i.test(raw)) {
    const b64 = body.split(/\r?\n\r?\n/).find((part) => /^[A-Za-z0-9+/=\r\n]+$/.test(part.trim()) && part.trim().length > 40) ?? ''
    return Buffer.from(b64.replace(/\s+/g, ''), 'base64').toString('utf8')
  }
  return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
}

describe('order mail over SMTP', () => {
  it('delivers the order mail to each contact; the link opens the order', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    const draft = await draftOrder(buyer, t.db, 1001, [12])
    const res = await buyer.post('/Order/OrderPublish/Publish', { id: draft.id })
    expect(res.body.Data.sends.map((s: any) => [s.transport, s.result])).toEqual([
      ['smtp', '已发送'],
      ['smtp', '已发送'],
    ])
    expect(received.flatMap((m) => m.to).sort()).toEqual(['sales@hfjinggong.example', 'zhouliming@hfjinggong.example'])
    const html = htmlOf(received[0]!.data)
    expect(html).toContain(draft.order_no)
    const token = decodeURIComponent(/authEmail\?token=([^"&\s<]+)/.exec(html)![1]!)
    const shown = await api(t.app).get('/api/Order/AuthEmail', { token })
    expect(shown.body.Data).toMatchObject({ order_no: draft.order_no, status: '已查看' })
  })
})
