// GET /api/docs: the contract (/api/openapi.json) for people, a page with its script and style
// (/api/docs.js, /api/docs.css) and nothing from elsewhere: the portal may run without internet,
// and its pages' policy runs no inline script or style. Calls grouped by controller, each
// with its grant, owner scope, signature, parameters, body fields and error answers; a search box.
export const API_DOCS_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>SCM API 参考</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs.css">
</head>
<body><header><h1>SCM 供应链协同平台 API</h1><input id="q" placeholder="按路径、功能或说明筛选" autofocus><span class="g" id="n"></span><a href="/api/openapi.json">openapi.json</a></header>
<main id="out">加载中…</main>
<script src="/api/docs.js"></script></body></html>`

export const API_DOCS_STYLE = `body{font:14px/1.5 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;color:#1f2329;background:#f5f6f7}
header{position:sticky;top:0;background:#fff;border-bottom:1px solid #dee0e3;padding:12px 24px;display:flex;gap:16px;align-items:center;z-index:1}
h1{font-size:18px;margin:0}header input{flex:1;max-width:420px;padding:6px 10px;border:1px solid #c9cdd4;border-radius:4px}
main{padding:16px 24px}section{background:#fff;border:1px solid #dee0e3;border-radius:6px;margin-bottom:12px}
section>h2{font-size:15px;margin:0;padding:10px 14px;border-bottom:1px solid #eff0f1}
details{border-bottom:1px solid #eff0f1}details:last-child{border-bottom:0}summary{padding:8px 14px;cursor:pointer;display:flex;gap:10px;align-items:baseline}
.m{font:600 12px monospace;width:40px;color:#fff;text-align:center;border-radius:3px}.GET{background:#2b7de9}.POST{background:#1a9f53}
code{font:13px monospace}.g{color:#646a73;font-size:13px}.body{padding:4px 14px 12px 64px}
table{border-collapse:collapse;margin:6px 0 10px;font-size:13px}td,th{border:1px solid #eff0f1;padding:3px 8px;text-align:left;vertical-align:top}th{background:#f5f6f7}
.err li{margin:0}.err b{display:inline-block;width:36px}
`

export const API_DOCS_SCRIPT = `const el = (tag, attrs, ...kids) => { const e = document.createElement(tag); Object.assign(e, attrs || {}); for (const k of kids) e.append(k); return e }
const typeOf = (s) => !s ? '' : s.enum ? s.enum.map((v) => JSON.stringify(v)).join(' | ') : s.anyOf ? s.anyOf.map(typeOf).join(' | ') : s.const !== undefined ? JSON.stringify(s.const) : [s.type].flat().filter(Boolean).join(' | ') + (s.format ? ' (' + s.format + ')' : '')
const limits = (s) => [s.minLength !== undefined && '≥' + s.minLength + '字', s.maxLength !== undefined && '≤' + s.maxLength + '字', s.minimum !== undefined && '≥' + s.minimum, s.maximum !== undefined && s.maximum < 1e15 && '≤' + s.maximum, s.exclusiveMinimum !== undefined && '>' + s.exclusiveMinimum, s.minItems !== undefined && '至少' + s.minItems + '项', s.maxItems !== undefined && '至多' + s.maxItems + '项', s.pattern && '格式 ' + s.pattern].filter(Boolean).join('，')
function fields(schema, prefix = '') {
  const s = schema.type === 'array' && schema.items ? schema.items : schema
  const req = new Set(s.required || [])
  const rows = []
  for (const [name, p] of Object.entries(s.properties || {})) {
    rows.push(el('tr', {}, el('td', {}, el('code', { textContent: prefix + name })), el('td', { textContent: p.title || '' }), el('td', { textContent: typeOf(p) }), el('td', { textContent: req.has(name) ? '必填' : '' }), el('td', { textContent: [limits(p), p.description].filter(Boolean).join('；') })))
    const inner = p.type === 'array' ? p.items : p
    if (inner && inner.properties) rows.push(...fields(inner, prefix + name + (p.type === 'array' ? '[].' : '.')))
  }
  return rows
}
const table = (rows) => el('table', {}, el('tr', {}, ...['字段', '名称', '类型', '', '说明'].map((t) => el('th', { textContent: t }))), ...rows)
function call(doc, method, path, op) {
  const body = el('div', { className: 'body' })
  for (const line of (op.description || '').split('\\n\\n')) body.append(el('p', { textContent: line }))
  const params = op.parameters || []
  if (params.length) body.append(el('div', { textContent: '参数' }), el('table', {}, el('tr', {}, ...['参数', '位置', '类型', '', '说明'].map((t) => el('th', { textContent: t }))), ...params.map((p) => el('tr', {}, el('td', {}, el('code', { textContent: p.name })), el('td', { textContent: p.in }), el('td', { textContent: typeOf(p.schema) }), el('td', { textContent: p.required ? '必填' : '' }), el('td', { textContent: [limits(p.schema || {}), p.description].filter(Boolean).join('；') })))))
  // uploads declare a multipart body only (their files), the other calls JSON or a form
  const content = op.requestBody ? op.requestBody.content : {}
  const multipart = !content['application/json'] && content['multipart/form-data']
  const given = (content['application/json'] || multipart || {}).schema
  const json = given && given.$ref ? doc.components.schemas[given.$ref.split('/').pop()] : given
  if (json) { const rows = fields(json); body.append(el('div', { textContent: (multipart ? '请求体（multipart 表单，含文件）' : '请求体（JSON 或表单）') + (rows.length ? '' : '：' + (typeOf(json) || '任意')) })); if (rows.length) body.append(table(rows)) }
  if (!params.length && !json) body.append(el('p', { className: 'g', textContent: '请求：无参数，或未声明（见 API.md）' }))
  const errs = el('ul', { className: 'err' })
  for (const [status, r] of Object.entries(op.responses)) {
    const res = r.$ref ? doc.components.responses[r.$ref.split('/').pop()] : r
    const examples = Object.values((res.content && Object.values(res.content)[0].examples) || {}).map((x) => x.value.Msg)
    errs.append(el('li', {}, el('b', { textContent: status }), res.description + (examples.length ? '：' + examples.slice(0, 4).join('、') + (examples.length > 4 ? '…' : '') : '')))
  }
  body.append(el('div', { textContent: '回答' }), errs)
  const fn = op['x-scm-grant']
  const d = el('details', {}, el('summary', {}, el('span', { className: 'm ' + method, textContent: method }), el('code', { textContent: path }), el('span', { className: 'g', textContent: op.security.length ? (fn && fn.functions !== '*' ? fn.functions.join(' / ') + (fn.button ? ' · ' + fn.button : '') : '登录用户') + (fn && fn.owner ? ' · ' + fn.owner.join('/') + '范围' : '') : '公开' })), body)
  d.dataset.text = (method + ' ' + path + ' ' + op.description).toLowerCase()
  return d
}
fetch('/api/openapi.json').then((r) => r.json()).then((doc) => {
  const groups = new Map()
  for (const [path, ops] of Object.entries(doc.paths)) for (const [m, op] of Object.entries(ops)) {
    const tag = op.tags[0]
    if (!groups.has(tag)) groups.set(tag, [])
    groups.get(tag).push(call(doc, m.toUpperCase(), path, op))
  }
  const out = document.getElementById('out')
  out.textContent = ''
  for (const tag of [...groups.keys()].sort()) out.append(el('section', {}, el('h2', { textContent: tag }), ...groups.get(tag)))
  const all = [...out.querySelectorAll('details')]
  const filter = () => {
    const q = document.getElementById('q').value.trim().toLowerCase()
    let shown = 0
    for (const d of all) { d.hidden = !!q && !d.dataset.text.includes(q); if (!d.hidden) shown++ }
    for (const s of out.querySelectorAll('section')) s.hidden = ![...s.querySelectorAll('details')].some((d) => !d.hidden)
    document.getElementById('n').textContent = shown + ' / ' + all.length + ' 个调用'
  }
  document.getElementById('q').addEventListener('input', filter)
  filter()
}, (e) => { document.getElementById('out').textContent = '无法读取 /api/openapi.json：' + e })
`
