import { useMemo, useRef, useState } from 'react'
import { formatNumber } from '@scm/core'
import { inspectionDocument, type InspectionTaskRow } from '@scm/core/quality'
import { css } from 'styled-system/css'
import { useApi, useEmit } from '../../runtime'
import { useListController } from '../../list'
import { useLoad } from '../../list/use-load'
import { useCan } from '../../resource/grants'
import { Button } from '../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { Dialog } from '../../ui/dialog'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { lazyPart } from '../../ui/lazy-part'
import { Select, type Option } from '../../ui/select'
import { kitRequest, LOT_COLUMNS, useReloadOn, type InspectionRow } from './inspection-lists'

// The inspection workbench: the tasks (receipt lines waiting for inspection) to start an
// inspection from, and the inspections 检验中 to enter and judge (the entry form is a chunk of
// its own, fetched when first opened).

const InspectionEntry = lazyPart(
  'InspectionEntry',
  () => import('./inspection-entry').then((m) => m.InspectionEntry),
  () => <p role="status">加载中…</p>,
)

export const screen = css({ display: 'flex', flexDirection: 'column', gap: '8px', p: '12px', minWidth: 0 })
export const heading = css({ fontSize: '15px', fontWeight: '600', m: '0' })
const form = css({ display: 'grid', gap: '10px' })

/** The inspections 检验中, each opened in the entry form (录入 / 判定). */
export function InProgressList({ version, onOpen, pageSize }: { version: number; onOpen: (id: number) => void; pageSize?: number }) {
  const open = useRef(onOpen)
  open.current = onOpen
  const columns = useMemo<Column<InspectionRow>[]>(
    () => [
      ...LOT_COLUMNS,
      { key: 'severity', title: '检验严格度', width: 90 },
      { key: 'sample_size', title: '样本量', kind: 'count', width: 70 },
      { key: 'ac', title: 'Ac', kind: 'count', width: 50 },
      { key: 're', title: 'Re', kind: 'count', width: 50 },
      { key: 'defect_total', title: '不合格数', kind: 'count', width: 80 },
      actionsColumn<InspectionRow>(
        (row) => (
          <Button variant="text" aria-label={`录入检验结果 ${String(row.insp_no)}`} onClick={() => open.current(row.id)}>
            录入/判定
          </Button>
        ),
        { width: 80, align: 'center' },
      ),
    ],
    [],
  )
  const list = useListController<InspectionRow>({
    path: `${inspectionDocument.basePath}/GetList`,
    request: kitRequest({ status: { op: 'eq', value: '检验中' } }),
    columns,
    rowKey: 'id',
    defaultSort: { key: 'id', order: 'desc' },
    pageSize,
  })
  useReloadOn(version, list.reload)
  return <DataTable<InspectionRow> caption="检验中的检验单列表" state={list.table} rows={list.rows} total={list.total} loading={list.loading} />
}

/** The tasks: receipt lines 待检 with quantity not yet inspected; 检验 starts a lot of one. */
export function TaskList({ version, onStart, pageSize }: { version: number; onStart: (row: InspectionTaskRow) => void; pageSize?: number }) {
  const start = useRef(onStart)
  start.current = onStart
  const can = useCan(inspectionDocument.fn)
  const api = useApi()
  const reload = useRef(() => {})
  // 恢复检验: the supplier improved after inspection of this material was stopped (ISO 2859-1 9.4)
  const resume = useRef(async (row: InspectionTaskRow) => {
    try {
      await api.post(`${inspectionDocument.basePath}/ResumeInspection`, { supplyid: row.supplyid, mtr_id: row.mtr_id }, { successMessage: true })
      reload.current()
    } catch {
      // the client showed the server's message
    }
  })
  const columns = useMemo<Column<InspectionTaskRow>[]>(
    () => [
      { key: 'rcv_no', title: '收货单号', sortable: true, width: 150 },
      { key: 'rcv_date', title: '收货日期', sortable: true, width: 100 },
      { key: 'supply_name', title: '供应商', sortable: true, width: 180 },
      { key: 'mtr_code', title: '物料编码', sortable: true, width: 120 },
      { key: 'mtr_name', title: '物料名称', width: 140 },
      { key: 'qty', title: '收货数量', kind: 'qty', width: 90 },
      { key: 'inspected_qty', title: '已检数量', kind: 'qty', width: 90 },
      { key: 'remaining_qty', title: '待检数量', kind: 'qty', width: 90 },
      { key: 'has_standard', title: '检验标准', width: 90, render: (row) => (row.stopped ? '已暂停检验' : row.has_standard ? '已批准' : '无已批准标准') },
      actionsColumn<InspectionTaskRow>(
        (row) =>
          row.stopped ? (
            can('audit') ? (
              <Button variant="text" aria-label={`恢复检验 ${row.supply_name} ${row.mtr_name}`} onClick={() => void resume.current(row)}>
                恢复检验
              </Button>
            ) : (
              '已暂停'
            )
          ) : can('add') && row.has_standard ? (
            <Button variant="text" aria-label={`检验 ${row.rcv_no} ${row.mtr_name}`} onClick={() => start.current(row)}>
              检验
            </Button>
          ) : null,
        { width: 80, align: 'center' },
      ),
    ],
    [can],
  )
  const list = useListController<InspectionTaskRow>({ path: `${inspectionDocument.basePath}/GetTasks`, columns, rowKey: 'id', pageSize, stateKey: '/QulManage/check_infor_add' })
  reload.current = list.reload
  useReloadOn(version, list.reload)
  return <DataTable<InspectionTaskRow> caption="检验任务列表" state={list.table} rows={list.rows} total={list.total} loading={list.loading} />
}

/** 开始检验: the lot (≤ what is not yet inspected) and the check type; Save plans it on the server. */
export function StartDialog({ task, onClose, onStarted }: { task: InspectionTaskRow; onClose: () => void; onStarted: (id: number) => void }) {
  const api = useApi()
  const [lot, setLot] = useState(String(task.remaining_qty))
  const [picked, setType] = useState<string | null>(null)
  const options = useLoad((client) => client.get<{ value: number; label: string }[]>(`${inspectionDocument.basePath}/RefOptions`, { query: { field: 'check_type_id' } }), 'check-types').data
  const types = useMemo<Option[]>(() => (options ?? []).map((o) => ({ value: String(o.value), label: o.label })), [options])
  // 批次检验 (sampling by GB/T 2828.1) unless the user picks another
  const usual = options?.find((o) => o.label === '批次检验') ?? options?.[0]
  const type = picked ?? (usual ? String(usual.value) : null)
  const [busy, setBusy] = useState(false)
  // the dialog's footer may be drawn from an earlier render: 开始检验 reads the values as they are now
  const current = useRef({ lot, type })
  current.current = { lot, type }
  const start = async () => {
    setBusy(true)
    const { lot: lotQty, type: checkType } = current.current
    try {
      const saved = await api.post<{ id: number }>(`${inspectionDocument.basePath}/Save`, { receipt_line_id: task.id, lot_qty: lotQty, check_type_id: checkType }, { successMessage: true })
      onStarted(saved.id)
    } catch {
      // the client showed the server's message (lot over what is left, no approved standard…)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      size="small"
      title="开始检验"
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={busy} onClick={() => void start()}>
            开始检验
          </Button>
        </>
      }
    >
      <div className={form}>
        <p>
          {task.rcv_no} · {task.mtr_code} {task.mtr_name} · 待检 {formatNumber(task.remaining_qty, 'qty')}
        </p>
        <FormField label="检验批量" required>
          <Input aria-label="检验批量" inputMode="numeric" value={lot} onValueChange={setLot} />
        </FormField>
        <FormField label="检验类型" required>
          <Select aria-label="检验类型" items={types} value={type} onValueChange={setType} />
        </FormField>
      </div>
    </Dialog>
  )
}

/** One inspection's entry form in a dialog; closing or judging reloads the lists behind. */
export function EntryDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const emit = useEmit()
  return (
    <Dialog open onClose={onClose} size="large" title="来料检验结果录入">
      <InspectionEntry
        id={id}
        onDone={() => {
          emit('scm-change', { entity: inspectionDocument.name, action: 'judge', id })
          onClose()
        }}
      />
    </Dialog>
  )
}
