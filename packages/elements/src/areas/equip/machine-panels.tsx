import { useEffect, useState } from 'react'
import { EQUIP_PATHS } from '@scm/core/equip'
import { formatNumber } from '@scm/core'
import QRCode from 'qrcode'
import type { DocumentController } from '../../document/use-document'
import { useLoad } from '../../list/use-load'
import { useApi } from '../../runtime'
import { Button } from '../../ui/button'
import { formActions, muted, panel, smallTable, subheading } from '../../ui/layout'
import { NumberInput } from '../../ui/number-input'
import { StatusTag } from '../../ui/status-tag'

// The machine's own panels in its detail: running hours (a reading re-reads its plans on the
// server), its maintenance plans with their next due, and its printable QR label whose link opens
// the machine's page at the machine (spot inspection, /equip/equipOsipLogAdd?id=…).

interface Plan {
  id: number
  item_name: string
  cycle_days: number | null
  cycle_hours: number | null
  mode: string
  next_due_date: string | null
  next_due_hours: number | null
  last_done_at: string
  due: boolean
}
interface PlansAnswer {
  plans: Plan[]
  readings: { hours: number; read_at: string }[]
}

/** The portal link a machine's QR label carries (the page that opens at the machine). */
export function machineLink(id: number, origin = window.location.origin): string {
  return `${origin}/equip/equipOsipLogAdd?id=${id}`
}

function cycleText(p: Plan): string {
  const parts = [p.cycle_days ? `${p.cycle_days}天` : '', p.cycle_hours ? `${p.cycle_hours}小时` : ''].filter(Boolean)
  return `${parts.join(' / ')}（${p.mode}）`
}

const LABEL_STYLE = 'body{font-family:sans-serif;margin:16px}.label{border:1px solid #333;padding:12px;width:300px;text-align:center}h1{font-size:16px;margin:4px 0}p{margin:2px 0;font-size:12px}'

export function MachinePanels({ doc }: { doc: DocumentController }) {
  const api = useApi()
  const header = doc.detail?.header as Record<string, unknown> | undefined
  const id = doc.id
  const [hours, setHours] = useState<number | null>(null)
  const [qr, setQr] = useState('')
  // read again whenever the machine is (a reading or a plan's change reloads it)
  const data = useLoad((client) => client.get<PlansAnswer>(EQUIP_PATHS.plans, { query: { id }, timestamp: true, silent: true }), id ? `${id}:${doc.version}` : null).data
  useEffect(() => {
    if (!id) return
    QRCode.toDataURL(machineLink(id), { margin: 1, width: 160 }).then(setQr, () => setQr(''))
  }, [id])
  if (!id || !header) return null
  const editable = doc.detail?.editable ?? false

  const read = async () => {
    if (hours == null) return
    try {
      await api.post(EQUIP_PATHS.reading, { id, hours }, { successMessage: true })
      setHours(null)
      doc.reload()
    } catch {
      // the client showed why (below the current reading…)
    }
  }
  const print = () => {
    const w = window.open('', '_blank', 'width=420,height=520')
    if (!w) return
    const text = (v: unknown) => String(v ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
    // The blank window inherits the portal's policy (no inline script or style): the label's
    // style is a constructed stylesheet and this page, not the label, asks for the print.
    w.document.write(`<!doctype html><html><head><meta charset="utf-8"><title>设备标签 ${text(header.asset_no)}</title></head>
      <body><div class="label"><h1>${text(header.name)}</h1><p>资产编号：${text(header.asset_no)}</p><p>${text(header.location)}</p>
      <img src="${qr}" alt="设备二维码" width="160" height="160"><p>扫码点检 / 查看设备</p></div></body></html>`)
    const sheet = new (w as typeof window).CSSStyleSheet()
    sheet.replaceSync(LABEL_STYLE)
    w.document.adoptedStyleSheets = [sheet]
    // after write(): opening the document dropped the window's listeners; load waits for the QR image
    w.addEventListener('load', () => w.print())
    w.document.close()
  }

  return (
    <>
      <section className={panel} aria-label="运行小时">
        <h3 className={subheading}>运行小时</h3>
        <p>
          当前读数：<strong>{formatNumber(Number(header.running_hours ?? 0), 'qty')}</strong> 小时
        </p>
        {editable ? (
          <div className={formActions}>
            <NumberInput value={hours} onValueChange={setHours} min={0} precision={1} aria-label="新的运行小时读数" placeholder="新的读数" />
            <Button variant="primary" disabled={hours == null} onClick={() => void read()}>
              录入读数
            </Button>
          </div>
        ) : null}
        {data?.readings.length ? (
          <p className={muted}>最近读数：{data.readings.slice(0, 5).map((r) => `${r.read_at.slice(0, 10)} ${formatNumber(r.hours, 'qty')}`).join('；')}</p>
        ) : null}
      </section>
      <section className={panel} aria-label="保养计划">
        <h3 className={subheading}>保养计划</h3>
        {data && data.plans.length ? (
          <table className={smallTable}>
            <caption className={muted}>每个保养项目的下次保养（日期与读数先到为准）</caption>
            <thead>
              <tr>
                <th>保养项目</th>
                <th>周期</th>
                <th>下次保养日期</th>
                <th>下次保养读数</th>
                <th>上次完成</th>
                <th>状态</th>
              </tr>
            </thead>
            <tbody>
              {data.plans.map((p) => (
                <tr key={p.id}>
                  <td>{p.item_name}</td>
                  <td>{cycleText(p)}</td>
                  <td>{p.next_due_date ?? ''}</td>
                  <td>{p.next_due_hours == null ? '' : formatNumber(p.next_due_hours, 'qty')}</td>
                  <td>{p.last_done_at}</td>
                  <td>{p.due ? <StatusTag status="待保养" tone="warning" /> : <StatusTag status="正常" tone="success" />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={muted}>暂无保养计划（在“保养项目”中按设备类型或本设备维护）</p>
        )}
      </section>
      <section className={panel} aria-label="设备二维码标签">
        <h3 className={subheading}>二维码标签</h3>
        {qr ? <img src={qr} alt={`设备二维码 ${String(header.asset_no)}`} width={120} height={120} data-link={machineLink(id)} /> : null}
        <p className={muted}>扫码打开本设备的点检页面</p>
        <Button onClick={print} disabled={!qr}>
          打印标签
        </Button>
      </section>
    </>
  )
}
