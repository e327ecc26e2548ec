import { useEffect } from 'react'
import { useLoad } from '../../list/use-load'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { formatQuantity, orDash } from '@scm/core'
import { StatusTag } from '../../ui/status-tag'
import { facts, smallTable, subheading } from '../../ui/layout'
import { RECEIVE_PATHS } from '@scm/core/receive'
import { CHECK_STATUS_VALUES, RECEIPT_STATUS_VALUES, type ReceiptDetail } from '@scm/core/business'
import { DocumentHistory } from '../../document/document-history'
import { DocumentStatus } from '../../document/document-status'

/** A receipt with its lines (received, qualified, rejected, inspection status). */
export function ReceiptView({ receipt }: { receipt: ReceiptDetail }) {
  return (
    <div>
      <dl className={facts} aria-label="收货单信息">
        <dt>收货单号</dt>
        <dd data-field="rcv_no">{receipt.rcv_no}</dd>
        <dt>收货日期</dt>
        <dd>{receipt.rcv_date}</dd>
        <dt>状态</dt>
        <dd data-field="status">
          <DocumentStatus statuses={RECEIPT_STATUS_VALUES} value={receipt.status} />
        </dd>
        <dt>供应商</dt>
        <dd>{receipt.supply_name}</dd>
        <dt>仓库</dt>
        <dd>{receipt.warehouse}</dd>
        <dt>订单号</dt>
        <dd data-field="order_no">{receipt.has_order ? receipt.order_no : '无订单收货'}</dd>
        <dt>送货单号</dt>
        <dd data-field="batch_no">{orDash(receipt.batch_no)}</dd>
        <dt>收货人</dt>
        <dd>{receipt.receiver_name}</dd>
        <dt>备注</dt>
        <dd>{orDash(receipt.remark)}</dd>
      </dl>
      <h3 className={subheading}>收货明细</h3>
      <table className={smallTable} aria-label="收货明细">
        <thead>
          <tr>
            <th scope="col">行号</th>
            <th scope="col">物料编码</th>
            <th scope="col">物料名称</th>
            <th scope="col">规格</th>
            <th scope="col">单位</th>
            <th scope="col">收货数量</th>
            <th scope="col">合格数量</th>
            <th scope="col">不合格数量</th>
            <th scope="col">退货数量</th>
            <th scope="col">检验状态</th>
            <th scope="col">备注</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.line_no}</td>
              <td>{line.mtr_code}</td>
              <td>{line.mtr_name}</td>
              <td>{line.spec}</td>
              <td>{line.unit}</td>
              <td data-num data-field="qty">{formatQuantity(line.qty)}</td>
              <td data-num data-field="qualified_qty">{formatQuantity(line.qualified_qty)}</td>
              <td data-num>{formatQuantity(line.rejected_qty)}</td>
              <td data-num data-field="returned_qty">{formatQuantity(line.returned_qty)}</td>
              <td>
                <StatusTag status={line.check_status} tones={CHECK_STATUS_VALUES} />
              </td>
              <td>{line.remark}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={subheading}>操作记录</h3>
      <DocumentHistory statuses={RECEIPT_STATUS_VALUES} history={receipt.history ?? []} />
    </div>
  )
}

export function ReceiptDialog({ receiptId, onClose }: { receiptId: number | null; onClose: () => void }) {
  const loaded = useLoad((api) => api.get<ReceiptDetail>(RECEIVE_PATHS.detail, { query: { id: receiptId }, timestamp: true }), receiptId ? String(receiptId) : null)
  useEffect(() => {
    if (loaded.failed) onClose()
    // onClose is a fresh function each render; a failed read decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.failed])
  const receipt = loaded.current ?? null
  return (
    <Dialog open={!!receiptId} onClose={onClose} size="large" title={receipt ? `收货单 ${receipt.rcv_no}` : '收货单'} footer={<Button onClick={onClose}>关闭</Button>}>
      {receipt ? <ReceiptView receipt={receipt} /> : <p role="status">加载中…</p>}
    </Dialog>
  )
}
