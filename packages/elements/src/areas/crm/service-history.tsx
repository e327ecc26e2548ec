import { css } from 'styled-system/css'
import { SERVICE_HISTORY_PATH, type ServiceHistory } from '@scm/core/crm'
import { useLoad } from '../../list/use-load'
import { DataTable } from '../../ui/data-table'
import type { Column } from '../../ui/data-table'
import { Dialog } from '../../ui/dialog'
import { StatusTag } from '../../ui/status-tag'
import { Button } from '../../ui/button'

// 服务履历: one view of every work order, part replaced and complaint of a vehicle.

const facts = css({ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', m: 0, fontSize: '13px', '& dt': { color: '#909399' }, '& dd': { m: 0 } })
const pair = css({ display: 'flex', gap: '6px' })
const heading = css({ fontSize: '14px', fontWeight: '600', m: '12px 0 6px' })

type Bill = ServiceHistory['workbills'][number]
type Part = ServiceHistory['parts'][number]
type Complaint = ServiceHistory['complaints'][number]

const billColumns: Column<Bill>[] = [
  { key: 'bill_no', title: '工单号', width: 150 },
  { key: 'status', title: '状态', width: 80, render: (r) => <StatusTag status={r.status} /> },
  { key: 'reported_at', title: '报修时间', width: 150 },
  { key: 'fault_desc', title: '故障描述', width: 200 },
  { key: 'outlet', title: '服务网点', width: 130 },
  { key: 'engineer', title: '维修工程师', width: 90 },
  { key: 'completed_at', title: '完工时间', width: 150 },
  { key: 'warranty', title: '三包索赔', width: 80 },
  { key: 'satisfaction', title: '满意度', width: 70 },
]
const partColumns: Column<Part>[] = [
  { key: 'bill_no', title: '工单号', width: 150 },
  { key: 'part_code', title: '零件编码', width: 120 },
  { key: 'part_name', title: '零件名称', width: 140 },
  { key: 'qty', title: '数量', kind: 'count', width: 60 },
  { key: 'faulty_sn', title: '故障件序列号', width: 140 },
  { key: 'new_sn', title: '新件序列号', width: 140 },
  { key: 'completed_at', title: '更换时间', width: 150 },
]
const complaintColumns: Column<Complaint>[] = [
  { key: 'complaint_no', title: '投诉单号', width: 150 },
  { key: 'status', title: '状态', width: 80, render: (r) => <StatusTag status={r.status} /> },
  { key: 'source', title: '投诉来源', width: 80 },
  { key: 'content', title: '投诉内容', width: 260 },
  { key: 'created_at', title: '投诉时间', width: 150 },
]

function Section<Row>({ title, rows, columns, rowKey, empty }: { title: string; rows: Row[]; columns: Column<Row>[]; rowKey: keyof Row & string; empty: string }) {
  return (
    <section aria-label={title}>
      <h3 className={heading}>{title}</h3>
      <DataTable rows={rows} total={rows.length} columns={columns} rowKey={rowKey} caption={title} pagination={false} columnSettings={false} emptyText={empty} />
    </section>
  )
}

/** The 服务履历 dialog of one vehicle (by VIN). */
export function ServiceHistoryDialog({ vin, onClose }: { vin: string; onClose: () => void }) {
  const { data: history, failed } = useLoad((api) => api.get<ServiceHistory>(SERVICE_HISTORY_PATH, { query: { vin }, timestamp: true }), vin)
  const v = history?.vehicle
  return (
    <Dialog open onClose={onClose} size="large" title={`服务履历 ${vin}`} footer={<Button onClick={onClose}>关闭</Button>}>
      {!history ? (
        <p role="status">{failed ? '服务履历加载失败' : '加载中…'}</p>
      ) : (
        <div data-service-history={vin}>
          <dl className={facts}>
            {[
              ['客户', v!.cust_name],
              ['车型', v!.model],
              ['车牌号', v!.plate_no],
              ['交付日期', v!.delivery_date],
              ['保修截止', v!.warranty_end],
            ].map(([label, value]) => (
              <div key={label} className={pair}>
                <dt>{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
          <Section title="维修工单" rows={history.workbills} columns={billColumns} rowKey="id" empty="暂无维修工单" />
          <Section title="更换零件" rows={history.parts.map((p, i) => ({ ...p, key: i }))} columns={partColumns as Column<Part & { key: number }>[]} rowKey="key" empty="暂无更换零件" />
          <Section title="客户投诉" rows={history.complaints} columns={complaintColumns} rowKey="id" empty="暂无投诉" />
        </div>
      )}
    </Dialog>
  )
}
