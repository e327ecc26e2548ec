import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react'
import { useApi, useEmit } from '../../../runtime'
import { useCan } from '../../../resource/grants'
import { Button } from '../../../ui/button'
import { ConfirmHost, confirm } from '../../../ui/confirm'
import { DataTable, actionsColumn, type Column } from '../../../ui/data-table'
import { isStaff, isSupplier, useCurrentUser } from '../../../session/current-user'
import { FilterBar, statusOptions, type FilterSpec } from '../../../list/filter-bar'
import { StatusTag } from '../../../ui/status-tag'
import { heading, screen } from '../../../ui/layout'
import type { SendRecord } from '@scm/core/business'
import { useListController } from '../../../list'
import { lazyPart } from '../../../ui/lazy-part'
import { ORDER_PATHS } from '@scm/core/order'

// the preview (with its HTML sanitiser) loads when 预览 is first used
const MailPreviewDialog = lazyPart('MailPreviewDialog', () => import('./preview-dialog').then((m) => m.MailPreviewDialog), () => <p role="status">加载中…</p>)

// Order mail send records (/order/email, sendRecord, sendRecordv2): every send with recipient,
// time and result; 预览 shows the mail as sent, 重发 sends it again with a fresh link. The v2
// screen previews and resends the template with the line table.

export const SEND_RECORDS_PATH = ORDER_PATHS.emailSendRecords
export const RESEND_PATH = ORDER_PATHS.resendEmail
export const SEND_RECORDS_EXPORT_PATH = ORDER_PATHS.emailSendRecordsExport

export interface SendRecordScreenProps {
  title: string
  fn: string
  /** Template used by 预览 and 重发; default: the record's own. */
  version?: 1 | 2
  pageSize?: number
}

const baseColumns: Column<SendRecord>[] = [
  { key: 'order_no', title: '订单号', sortable: true, width: 140 },
  { key: 'supply_name', title: '供应商' },
  { key: 'recipient', title: '收件人' },
  { key: 'subject', title: '主题', hidden: true },
  { key: 'version', title: '模板', width: 70, render: (row) => (row.version === 2 ? '明细版' : '摘要版') },
  { key: 'result', title: '发送结果', width: 100, render: (row) => <StatusTag status={row.result} /> },
  { key: 'error', title: '失败原因', hidden: true },
  { key: 'sent_at', title: '发送时间', sortable: true, width: 150 },
  { key: 'sent_by', title: '发送人', width: 80 },
  { key: 'expires_at', title: '链接有效期至', width: 150 },
]

const RESULTS = ['已发送', '发送失败', '已存入发件箱']

export function SendRecordScreen({ title, fn, version, pageSize }: SendRecordScreenProps) {
  const api = useApi()
  const emit = useEmit()
  const user = useCurrentUser()
  const can = useCan(fn)
  const [previewing, setPreviewing] = useState<SendRecord | null>(null)
  const handlers = useRef({ buttons: (_row: SendRecord): ReactNode => null })
  const columns = useMemo<Column<SendRecord>[]>(
    () => [...baseColumns, actionsColumn<SendRecord>((row) => handlers.current.buttons(row), { width: 120, align: 'center' })],
    [],
  )
  const list = useListController<SendRecord>({ path: SEND_RECORDS_PATH, method: 'GET', columns, rowKey: 'id', defaultSort: { key: 'sent_at', order: 'desc' }, pageSize })

  const resend = async (row: SendRecord) => {
    if (!(await confirm(`向 ${row.recipient} 重新发送订单 ${row.order_no} 的邮件吗？`, { title: '重发邮件' }))) return
    try {
      const record = await api.post<SendRecord>(RESEND_PATH, { id: row.id, ...(version ? { v: version } : {}) }, { successMessage: true })
      emit('scm-change', { entity: 'orderMail', action: 'resend', id: record.id, order_id: row.order_id })
      list.reload()
    } catch {
      // shown by the client
    }
  }
  handlers.current.buttons = (row) => (
    <>
      <Button variant="text" aria-label={`预览订单 ${row.order_no} 的邮件`} onClick={() => setPreviewing(row)}>
        预览
      </Button>
      {can('edit') && !isSupplier(user) ? (
        <Button variant="text" aria-label={`重发订单 ${row.order_no} 给 ${row.recipient}`} onClick={() => void resend(row)}>
          重发
        </Button>
      ) : null}
    </>
  )

  const specs: FilterSpec[] = [
    { kind: 'text', name: 'order_no', label: '订单号' },
    ...(!isStaff(user) ? [] : [{ kind: 'supplier', name: 'supplyid', label: '供应商' } as FilterSpec]),
    { kind: 'text', name: 'recipient', label: '收件人' },
    { kind: 'select', name: 'result', label: '发送结果', options: statusOptions(RESULTS) },
    { kind: 'dateRange', name: 'sent', label: '发送日期' },
  ]
  return (
    <section className={screen} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters}>
        {can('export') ? (
          <Button loading={list.exporting} onClick={() => void list.exportExcel(SEND_RECORDS_EXPORT_PATH, `${title}.xlsx`)}>
            导出Excel
          </Button>
        ) : null}
      </FilterBar>
      <DataTable<SendRecord> caption={`${title}列表`} state={list.table} rows={list.rows} total={list.total} loading={list.loading} />
      {previewing ? (
        <Suspense fallback={<p role="status">加载中…</p>}>
          <MailPreviewDialog orderId={previewing.order_id} orderNo={previewing.order_no} version={version ?? previewing.version} onClose={() => setPreviewing(null)} />
        </Suspense>
      ) : null}
      <ConfirmHost />
    </section>
  )
}
