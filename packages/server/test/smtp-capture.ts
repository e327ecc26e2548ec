// A loopback SMTP server that keeps every message it receives: the mail tests send to it.
import { afterAll } from 'vitest'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** Listening before the file's tests (awaited at the top of the file), closed after them. */
export async function smtpCapture() {
  const received: { to: string[]; data: string }[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk) => (data += chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))
  const port = (smtp.server.address() as AddressInfo).port
  return { received, url: `smtp://127.0.0.1:${port}?ignoreTLS=true` }
}
