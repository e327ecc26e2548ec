import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/context'
import { clientIp, readBody } from '../../http/body'
import { ok } from '../../http/envelope'
import { signedIn } from '../../http/grants'
import { accepts } from '../../http/call-input'
import { passwordLogin } from './login'
import { createSession, endSession, purgeExpiredSessions } from '../../identity/sessions'

/** POST /token (OAuth2 password grant, not in the envelope) and POST /User/User/Logout. */
export const authRoutes = new Hono<AppEnv>()

function tokenError(c: Context, error: string, description: string) {
  return c.json({ error, error_description: description }, 400)
}

/** The contract of /token (OAuth2 password grant): its request and its answer, outside the envelope. */
const tokenCall = accepts({
  body: {
    type: 'object',
    properties: { grant_type: { const: 'password' }, username: { type: 'string', maxLength: 30 }, password: { type: 'string', maxLength: 200 } },
    required: ['grant_type', 'username', 'password'],
  },
  answer: {
    description: '令牌（OAuth2，不在信封中）；失败为 400 {error: invalid_request | unsupported_grant_type | invalid_grant, error_description: 中文提示}',
    schema: {
      type: 'object',
      properties: { access_token: { type: 'string' }, token_type: { const: 'bearer' }, expires_in: { type: 'integer', description: '秒' } },
      required: ['access_token', 'token_type', 'expires_in'],
    },
  },
})

authRoutes.post('/token', tokenCall, async (c) => {
  let body: Record<string, unknown>
  try {
    body = await readBody(c)
  } catch {
    return tokenError(c, 'invalid_request', '请求数据格式错误')
  }
  const grantType = typeof body.grant_type === 'string' ? body.grant_type : ''
  if (grantType !== 'password') return tokenError(c, 'unsupported_grant_type', '不支持的授权类型')
  const username = typeof body.username === 'string' ? body.username.trim() : ''
  const password = typeof body.password === 'string' ? body.password : ''
  if (!username || !password) return tokenError(c, 'invalid_request', '请输入账号和密码')
  if (username.length > 30 || password.length > 200) return tokenError(c, 'invalid_grant', '账号或密码错误')

  const db = c.get('db')
  const result = await passwordLogin(db, username, password)
  if (!result.ok) return tokenError(c, 'invalid_grant', result.message)
  await purgeExpiredSessions(db)
  const seconds = c.get('config').sessionSeconds
  const token = await createSession(db, {
    userid: result.userid,
    seconds,
    ip: clientIp(c),
    userAgent: c.req.header('user-agent'),
  })
  c.header('Cache-Control', 'no-store')
  return c.json({ access_token: token, token_type: 'bearer', expires_in: seconds })
})

// signedIn: ends the caller's own session.
authRoutes.post('/User/User/Logout', signedIn, async (c) => {
  await endSession(c.get('db'), c.get('sessionHash'))
  return ok(c, null, '已退出登录')
})
