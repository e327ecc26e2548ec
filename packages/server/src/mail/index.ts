import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '../db'
import type { ServerConfig } from '../config'
import { mailOutbox } from './schema'

export interface MailMessage {
  to: string
  subject: string
  html: string
}

export interface MailDeps {
  db: Db
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>
}

export interface SendRecord {
  id: number
  transport: 'smtp' | 'outbox'
  /** 已发送, 发送失败, or 已存入发件箱 (no SMTP configured). */
  result: string
  sent: boolean
}

const transports = new Map<string, Transporter>()

function transportFor(url: string): Transporter {
  let transport = transports.get(url)
  if (!transport) {
    transport = nodemailer.createTransport(url)
    transports.set(url, transport)
  }
  return transport
}

/**
 * Sends an e-mail: through SMTP_URL when configured, else into the mail_outbox table. Every send
 * is recorded (recipient, time, result) either way; a failed SMTP send is recorded, not thrown.
 * From a handler: `await sendMail(c.var, { to, subject, html })`.
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<SendRecord> {
  const { db, config } = deps
  let transport: SendRecord['transport'] = 'outbox'
  let result = '已存入发件箱'
  let error = ''
  let sent = true
  if (config.smtpUrl) {
    transport = 'smtp'
    try {
      await transportFor(config.smtpUrl).sendMail({ from: config.mailFrom, ...message })
      result = '已发送'
    } catch (err) {
      result = '发送失败'
      error = err instanceof Error ? err.message : String(err)
      sent = false
      console.error(`邮件发送失败（${message.to}）：${error}`)
    }
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({ recipient: message.to, subject: message.subject, html: message.html, transport, result, error })
    .returning({ id: mailOutbox.id })
  return { id: row!.id, transport, result, sent }
}
