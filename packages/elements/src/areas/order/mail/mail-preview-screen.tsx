import { useEffect, useMemo, useState } from 'react'
import type { ListPage } from '@scm/core'
import { useLoad } from '../../../list/use-load'
import type { Option } from '../../../ui/select'
import { ChoiceBox } from '../../../ui/native-boxes'
import { heading, muted, screen } from '../../../ui/layout'
import type { OrderRow } from '@scm/core/business'
import { MailPreviewView } from './mail-preview'
import { ORDER_PATHS } from '@scm/core/order'

// /mail/OrderPublishEmail(V2): the order mail template as a supplier receives it, for an order
// given by the `order-id` attribute (?orderId= in the portal) or picked from recent published ones.

const PUBLISHED = '已发布,已查看,已确认,部分确认,已拒绝,交货中,已完成'

export function MailPreviewScreen({ version, orderId }: { version: 1 | 2; orderId?: number }) {
  const [chosen, setChosen] = useState<number | null>(orderId ?? null)
  useEffect(() => setChosen(orderId ?? null), [orderId])
  const published = useLoad((api) => api.post<ListPage<OrderRow>>(ORDER_PATHS.publishList, { page: 1, rows: 50, status: PUBLISHED, sidx: 'published_at', sord: 'desc' }, { silent: true }), 'published').data
  const orders = useMemo<Option[]>(() => published?.rows.map((o) => ({ value: String(o.id), label: `${o.order_no} ${o.supply_name}` })) ?? [], [published])
  const title = version === 2 ? '订单发布邮件（明细）' : '订单发布邮件'
  return (
    <section className={screen} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <ChoiceBox label="订单" options={orders} value={chosen ? String(chosen) : ''} placeholder="选择已发布的订单" onChange={(v) => setChosen(v ? Number(v) : null)} />
      {chosen ? <MailPreviewView orderId={chosen} version={version} /> : <p className={muted}>请选择要预览邮件的订单</p>}
    </section>
  )
}
