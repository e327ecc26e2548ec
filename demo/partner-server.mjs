#!/usr/bin/env node
// Stand-in for a SUPPLIER'S OWN SERVER (合肥精工, supplier 1001) in the embedding demo.
//
// A real supplier's extranet has its own login; its server knows which of ITS users is on the page
// and holds the partner key the portal's administrator issued to it (系统管理 › 合作方密钥). When the
// page needs a token for the portal's elements, it asks this server, which asks the portal:
//
//   POST <portal>/api/PartnerKey/EmbedToken   X-Partner-Key: <key>   {"usercode": "sup1001"}
//   → {Code: 1, Data: {access_token, token_type, expires_in, expires_at}}
//
// The key never reaches the browser; the page only sees short-lived tokens (10 minutes, limited to
// supplier 1001 and to the embeddable widgets). The elements fire `scm-token-expiring` a minute
// before; demo/supplier-extranet.html then asks here again and sets the fresh `token`.
//
// Run (with the portal on its default port; no dependencies, Node ≥ 20):
//   node demo/partner-server.mjs
// Environment:
//   SCM_PORTAL        the portal's address                 default http://127.0.0.1:8080
//   SCM_PARTNER_KEY   the supplier's partner key           default the PUBLIC demo key below
//   SCM_PARTNER_USER  the supplier's user "signed in" here default sup1001
//   PORT              where this server listens            default 4010
//
// The default key is the demo database's PUBLIC demo key of supplier 1001 (seeded with the demo
// data, written here and in the README on purpose: it is not a secret). With any other database,
// issue a key on /sysmanage/partnerKey and pass it as SCM_PARTNER_KEY.
import { createServer } from 'node:http'

const PORTAL = (process.env.SCM_PORTAL || 'http://127.0.0.1:8080').replace(/\/$/, '')
const KEY = process.env.SCM_PARTNER_KEY || 'scmpk_demo1001_public_demo_key_not_secret'
const USER = process.env.SCM_PARTNER_USER || 'sup1001'
const PORT = Number(process.env.PORT || 4010)

/** This demo's own "session": whoever calls is its user USER (a real site would check its own login). */
async function mintToken() {
  const answer = await fetch(`${PORTAL}/api/PartnerKey/EmbedToken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Partner-Key': KEY },
    body: JSON.stringify({ usercode: USER }),
  })
  const envelope = await answer.json().catch(() => ({ Msg: `门户应答 ${answer.status}` }))
  if (!answer.ok || envelope.Code !== 1) throw new Error(envelope.Msg || `门户应答 ${answer.status}`)
  return envelope.Data
}

function send(res, status, body, origin) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    // the extranet page is served by the portal in this demo, so it calls here cross-origin
    ...(origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}),
  })
  res.end(JSON.stringify(body))
}

const server = createServer(async (req, res) => {
  const origin = req.headers.origin
  if (req.method === 'OPTIONS') return send(res, 204, {}, origin)
  if (req.method === 'GET' && req.url === '/embed-token') {
    try {
      const data = await mintToken()
      return send(res, 200, { token: data.access_token, expiresAt: data.expires_at, user: USER }, origin)
    } catch (error) {
      return send(res, 502, { message: `无法从门户获取嵌入令牌：${error.message}` }, origin)
    }
  }
  return send(res, 404, { message: '未知地址' }, origin)
})

server.listen(PORT, '127.0.0.1', () => {
  console.log(`供应商服务器（演示）已启动：http://127.0.0.1:${PORT}/embed-token → ${PORTAL}，用户 ${USER}`)
})
