import { useEffect, useMemo, useState } from 'react'
import { createApiClient, getApiBase } from '@scm/core'
import { defineElement, useElementHost, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { OrderView } from './shared/order-view'
import { buttonRow, heading, muted, screen } from '../../ui/layout'
import type { OrderDetail } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// /order/authEmail?token=… (public): the link in an order mail. The signed, expiring token (not a
// login) lets the supplier read the order; opening it marks a published order read. The portal
// hands the query's `token` over as the element's `token` attribute — which elsewhere is the
// login token — so this element reads it itself and calls without any bearer.

export const AUTH_EMAIL_PATH = ORDER_PATHS.authEmail

function mailToken(host: HTMLElement): string {
  return host.getAttribute('mail-token') ?? host.getAttribute('token') ?? new URLSearchParams(location.search).get('token') ?? ''
}

function OrderAuthEmail({ mailToken: given }: { mailToken?: string }) {
  const host = useElementHost()
  const emit = useEmit()
  const token = given || mailToken(host)
  const api = useMemo(
    () => createApiClient({ baseURL: () => host.getAttribute('api-base') ?? getApiBase(), getToken: () => null, onUnauthorized: () => {} }),
    [host],
  )
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  useEffect(() => {
    setOrder(null)
    setFailed(null)
    if (!token) return setFailed('链接无效')
    let live = true
    api
      .get<OrderDetail>(AUTH_EMAIL_PATH, { query: { token }, silent: true })
      .then((found) => {
        if (!live) return
        setOrder(found)
        emit('scm-title', { title: `订单 ${found.order_no}` })
      })
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : '链接无效'))
    return () => {
      live = false
    }
  }, [api, emit, token])

  if (failed) {
    return (
      <section className={screen} aria-label="订单邮件认证">
        <h2 className={heading}>订单邮件认证</h2>
        <p role="alert">{failed}</p>
        <Button onClick={() => emit('scm-navigate', { path: '/login' })}>登录系统</Button>
      </section>
    )
  }
  if (!order) return <p role="status">正在验证链接…</p>
  return (
    <section className={screen} aria-label="订单邮件认证">
      <h2 className={heading}>采购订单 {order.order_no}</h2>
      <p className={muted}>
        {order.supply?.supply_name ?? order.supply_name}：请核对订单内容，登录系统后逐行确认或提出变更。
      </p>
      <OrderView order={order} />
      <div className={buttonRow}>
        <Button variant="primary" onClick={() => emit('scm-navigate', { path: '/order/supplyConfirm' })}>
          登录系统确认订单
        </Button>
      </div>
    </section>
  )
}

defineElement('scm-order-auth-email', OrderAuthEmail, {
  description: '订单邮件认证公开页（/order/authEmail）：校验邮件链接中的签名令牌，向供应商展示订单',
  attributes: {
    mailToken: { type: 'string', description: '邮件链接令牌；不设时取 token 属性或页面地址中的 ?token=' },
  },
  events: {
    'scm-navigate': '去登录或确认订单，detail 为 {path}',
    'scm-title': '订单加载后，detail 为 {title}',
  },
})
