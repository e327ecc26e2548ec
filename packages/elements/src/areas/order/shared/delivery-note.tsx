import { css } from 'styled-system/css'
import { formatQuantity, orDash } from '@scm/core'
import { StatusTag } from '../../../ui/status-tag'
import { facts, smallTable } from '../../../ui/layout'
import { BATCH_STATUS_VALUES, type BatchDetail } from '@scm/core/business'

// The printed delivery note (送货单) of a batch: what travels with the goods. Its QR code opens
// the public /receive/<public key> page, where the warehouse signs in and receives the batch.

const note = css({ display: 'flex', flexDirection: 'column', gap: '8px', bg: 'white', color: '#000', p: '8px' })
const top = css({ display: 'flex', gap: '16px', alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' })
const title = css({ fontSize: '18px', fontWeight: '700', m: '0', letterSpacing: '4px' })
const qrBox = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2px', fontSize: '11px', '& img': { w: '120px', h: '120px' } })
const link = css({ fontSize: '11px', wordBreak: 'break-all', maxW: '180px', textAlign: 'center' })

export function DeliveryNote({ batch }: { batch: BatchDetail }) {
  return (
    <article className={note} aria-label={`送货单 ${batch.batch_no}`}>
      <div className={top}>
        <div>
          <h3 className={title}>送货单</h3>
          <dl className={facts}>
            <dt>送货单号</dt>
            <dd data-field="batch_no">{batch.batch_no}</dd>
            <dt>状态</dt>
            <dd data-field="status">
              <StatusTag status={batch.status} tones={BATCH_STATUS_VALUES} />
              {batch.overdue ? <StatusTag status="超期" /> : null}
            </dd>
            <dt>订单号</dt>
            <dd data-field="order_no">{batch.order_no}</dd>
            <dt>采购员</dt>
            <dd>{orDash(batch.buyer_name)}</dd>
            <dt>供应商</dt>
            <dd>{batch.supply_name}</dd>
            <dt>联系人</dt>
            <dd>
              {orDash(batch.supply?.contact)} {batch.supply?.phone ?? ''}
            </dd>
            <dt>发货日期</dt>
            <dd>{batch.ship_date}</dd>
            <dt>预计到货</dt>
            <dd>{batch.planned_arrival}</dd>
            <dt>物流单号</dt>
            <dd>{orDash(batch.logistics_no)}</dd>
            <dt>收货地址</dt>
            <dd>{orDash(batch.delivery_address)}</dd>
          </dl>
        </div>
        {batch.qr_data_url ? (
          <figure className={qrBox}>
            <img src={batch.qr_data_url} alt={`送货单 ${batch.batch_no} 二维码`} />
            <figcaption>扫码收货</figcaption>
            <span className={link}>{batch.note_url}</span>
          </figure>
        ) : null}
      </div>
      <table className={smallTable} aria-label="送货明细">
        <thead>
          <tr>
            <th scope="col">订单行</th>
            <th scope="col">物料编码</th>
            <th scope="col">物料名称</th>
            <th scope="col">规格</th>
            <th scope="col">单位</th>
            <th scope="col">发货数量</th>
            <th scope="col">已收数量</th>
          </tr>
        </thead>
        <tbody>
          {batch.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.line_no}</td>
              <td>{line.mtr_code}</td>
              <td>{line.mtr_name}</td>
              <td>{line.spec}</td>
              <td>{line.unit}</td>
              <td data-num data-field="qty">{formatQuantity(line.qty)}</td>
              <td data-num data-field="received_qty">{formatQuantity(line.received_qty)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {batch.remark ? <p>备注：{batch.remark}</p> : null}
    </article>
  )
}
