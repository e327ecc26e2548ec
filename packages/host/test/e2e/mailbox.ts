// A loopback SMTP server the e2e server sends through (SMTP_URL), keeping each message as a file
// so the tests can read, e.g., the reset-password code a user receives.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'

export async function startMailbox(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true })
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',')
        received += 1
        writeFileSync(join(dir, `${Date.now()}-${String(received).padStart(4, '0')}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('latin1')}`, 'latin1')
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase()
  let bytes: Buffer
  if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64')
  else if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '')
    bytes = Buffer.from(joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
  } else bytes = Buffer.from(body, 'latin1')
  return bytes.toString('utf8')
}

/** The decoded text of every part of a raw message (enough to find what a user reads). */
function decodedText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, split)
  const body = raw.slice(split + 4)
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1]
  if (!boundary) return decodePart(headers, body)
  return body
    .split(`--${boundary}`)
    .slice(1)
    .map((part) => decodedText(part.replace(/^\r\n/, '')))
    .join('\n')
}

/** Decoded messages sent to an address, oldest first. */
export function mailsTo(dir: string, address: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(join(dir, name), 'latin1'))
    .filter((raw) => raw.startsWith(`X-Envelope-To: `) && raw.split('\r\n', 1)[0].includes(address))
    .map((raw) => decodedText(raw.slice(raw.indexOf('\r\n') + 2)))
}
