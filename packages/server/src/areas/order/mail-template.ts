// The order mail suppliers receive (previewed by /mail/OrderPublishEmail and OrderPublishEmailV2).
import { asc } from 'drizzle-orm'
import type { Db } from '../../db'
import { sysCompany } from '../../identity/org-schema'

interface MailOrder {
  order_no: string
  supply_name: string
  buyer_name: string
  order_date: string
  delivery_address: string
  currency: string
  remark: string
  amount: number
  lines: { line_no: number; mtr_code: string; mtr_name: string; spec: string; unit: string; qty: number; unit_price: number; amount: number; required_date: string }[]
}

const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

const money = (n: number) => Number(n).toFixed(2)
const qty = (n: number) => String(Number(n))

export async function companyName(db: Db): Promise<string> {
  const [row] = await db.select({ name: sysCompany.coDesc }).from(sysCompany).orderBy(asc(sysCompany.id)).limit(1)
  return row?.name || '采购方'
}

const cellStyle = 'border:1px solid #d9d9d9;padding:6px 8px;'

/**
 * Subject and HTML of the order mail. v1: the order summary; v2: also every line. Both carry the
 * link to /order/authEmail with the signed token.
 */
export function renderOrderMail(order: MailOrder, version: 1 | 2, link: string, company: string, expiresText: string) {
  const subject = `【采购订单】${order.order_no} ${company}采购订单通知`
  const info: [string, string][] = [
    ['订单号', order.order_no],
    ['供应商', order.supply_name],
    ['采购员', order.buyer_name],
    ['订单日期', order.order_date],
    ['交货地址', order.delivery_address],
    ['订单行数', String(order.lines.length)],
    ['订单金额', `${money(order.amount)} ${order.currency}`],
  ]
  if (order.remark) info.push(['备注', order.remark])
  const infoRows = info.map(([k, v]) => `<tr><th style="${cellStyle}background:#fafafa;text-align:left;width:120px">${escapeHtml(k)}</th><td style="${cellStyle}">${escapeHtml(v)}</td></tr>`).join('')
  const lineHead = ['行号', '物料编码', '物料名称', '规格', '单位', '数量', '单价', '金额', '需求日期']
  const lineRows = order.lines
    .map((l) =>
      [l.line_no, l.mtr_code, l.mtr_name, l.spec, l.unit, qty(l.qty), money(l.unit_price), money(l.amount), l.required_date]
        .map((v) => `<td style="${cellStyle}">${escapeHtml(v)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('')
  const lineTable =
    version === 2
      ? `<h3 style="font-size:15px;margin:20px 0 8px">订单明细</h3><table style="border-collapse:collapse;font-size:13px;width:100%"><thead><tr>${lineHead
          .map((h) => `<th style="${cellStyle}background:#fafafa">${h}</th>`)
          .join('')}</tr></thead><tbody>${lineRows}</tbody></table>`
      : ''
  const html = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:'Microsoft YaHei',sans-serif;color:#262626;font-size:14px">
<p>${escapeHtml(order.supply_name)}：</p>
<p>您好！${escapeHtml(company)}向贵司下达了采购订单 <b>${escapeHtml(order.order_no)}</b>，请及时查看并逐行确认。</p>
<table style="border-collapse:collapse;font-size:13px;min-width:420px">${infoRows}</table>
${lineTable}
<p style="margin-top:20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1677ff;color:#fff;padding:8px 20px;border-radius:4px;text-decoration:none">查看订单</a></p>
<p style="color:#8c8c8c;font-size:12px">若按钮无法打开，请复制链接到浏览器：${escapeHtml(link)}<br>链接有效期至 ${escapeHtml(expiresText)}，过期后请登录供应商门户查看。此邮件由系统自动发送，请勿直接回复。</p>
</body></html>`
  return { subject, html }
}
