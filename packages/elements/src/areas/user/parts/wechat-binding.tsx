import { css } from 'styled-system/css'
import { WX_PATHS, type WxQrcode } from '@scm/core/user'
import { useLoad } from '../../../list/use-load'
import { useApi, useEmit } from '../../../runtime'
import { Button } from '../../../ui/button'
import { confirm, ConfirmHost } from '../../../ui/confirm'
import { StatusTag } from '../../../ui/status-tag'
import { buttonRow, muted } from '../../../ui/layout'

// 微信绑定 on the personal page: the QR code of the caller's binding link (scanned with WeChat it
// binds this account to his WeChat), or, once bound, 解绑. The server signs the link and lets it
// expire; WeChat itself answers the scan (the server's platform adapter), not this screen.

const qr = css({ w: '180px', h: '180px', border: '1px solid #e4e7ed', bg: 'white' })
const box = css({ display: 'grid', gap: '8px', justifyItems: 'start', minWidth: 0 })

export function WechatBinding() {
  const api = useApi()
  const emit = useEmit()
  const { data: state, failed, reload: load } = useLoad((client) => client.get<WxQrcode>(WX_PATHS.qrcode, { timestamp: true, silent: true }), 'wx-qrcode')

  const unbind = async () => {
    if (!(await confirm('解绑后将不再通过微信接收提醒，确定解绑吗？', { title: '解绑微信', danger: true }))) return
    await api.get(WX_PATHS.unbind, { timestamp: true, successMessage: true })
    emit('scm-change', { entity: 'user', action: 'wx-unbind' })
    load()
  }

  if (failed) return <p className={muted}>微信绑定信息加载失败</p>
  if (!state) return <p role="status">加载中…</p>
  return (
    <div className={box} aria-label="微信绑定" role="group">
      {state.bound ? (
        <div className={buttonRow}>
          <StatusTag status="已绑定" tone="success" />
          <Button onClick={() => void unbind()}>解绑微信</Button>
        </div>
      ) : (
        <>
          <StatusTag status="未绑定" tone="default" />
          <img className={qr} src={state.qrcode} alt="微信绑定二维码" data-url={state.url} />
          <p className={muted}>请用微信“扫一扫”扫描二维码完成绑定；二维码在 {state.expires_at} 前有效。</p>
          <div className={buttonRow}>
            <Button onClick={load}>刷新二维码</Button>
            <Button onClick={load}>我已完成扫码</Button>
          </div>
        </>
      )}
      <ConfirmHost />
    </div>
  )
}
