import { useState } from 'react'
import { css } from 'styled-system/css'
import { ackTone, PRCS_MESSAGES, workInstructionDocument, type AckRow, type EffectiveInstruction } from '@scm/core/prcsdocument'
import { useLoad } from '../../list/use-load'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { SearchInput } from '../../ui/search-input'
import { StatusTag } from '../../ui/status-tag'
import { ViewFileButton } from './instruction-file'

// /prcsdocument/prcsdocrouteview 物料文件查看: what the caller must read (published versions he was
// asked to confirm) and the instructions in force by material or station — only published versions:
// a newer one in review shows as 新版本审核中 and replaces nothing until it is published.

const BASE = workInstructionDocument.basePath
const heading = css({ fontSize: '14px', fontWeight: '600', m: '12px 0 6px' })
const bar = css({ display: 'flex', gap: '8px', mb: '8px', maxW: '360px' })

function ConfirmButton({ row, onDone }: { row: AckRow; onDone: () => void }) {
  const api = useApi()
  const emit = useEmit()
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await api.post(`${BASE}/ConfirmRead`, { id: row.doc_id }, { successMessage: true })
      emit('scm-change', { entity: workInstructionDocument.name, action: 'confirm-read', id: row.doc_id })
      onDone()
    } catch {
      // shown by the client
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="text" loading={busy} aria-label={`确认阅读 ${row.code} 第${row.version}版`} onClick={() => void confirm()}>
      确认阅读
    </Button>
  )
}

export function PrcsRouteViewScreen({ mtrId, stationId }: { mtrId?: number; stationId?: number }) {
  const [key, setKey] = useState('')
  const mine = useLoad((api) => api.post<AckRow[]>(`${BASE}/MyReads`, { pending: true }), 'mine')
  const list = useLoad(
    (api) => api.post<EffectiveInstruction[]>(`${BASE}/GetEffective`, { mtr_id: mtrId || undefined, station_id: stationId || undefined, searchKey: key || undefined }),
    `effective:${mtrId ?? ''}:${stationId ?? ''}:${key}`,
  )
  const reload = () => (mine.reload(), list.reload())

  const mineColumns: Column<AckRow>[] = [
    { key: 'code', title: '指导书编号', width: 130 },
    { key: 'name', title: '指导书名称', width: 200 },
    { key: 'version', title: '版本', kind: 'count', width: 60 },
    { key: 'station_name', title: '工位', width: 110 },
    { key: 'due_date', title: '确认期限', width: 100 },
    { key: 'state', title: '状态', width: 80, render: (r) => <StatusTag status={r.state} tone={ackTone(r.state)} /> },
    actionsColumn<AckRow>(
      (r) => (
        <>
          <ViewFileButton id={r.doc_id} name={`${r.code} 第${r.version}版`} />
          <ConfirmButton row={r} onDone={reload} />
        </>
      ),
      { width: 130, align: 'left' },
    ),
  ]
  const columns: Column<EffectiveInstruction>[] = [
    { key: 'code', title: '指导书编号', width: 130 },
    { key: 'name', title: '指导书名称', width: 200 },
    { key: 'version', title: '在用版本', kind: 'count', width: 70 },
    { key: 'station_name', title: '工位', width: 110 },
    { key: 'mtr_name', title: '物料', width: 140 },
    { key: 'route_name', title: '工艺路线', width: 180 },
    { key: 'published_at', title: '发布时间', width: 150 },
    {
      key: 'pending_version',
      title: '新版本',
      width: 130,
      render: (r) => (r.pending_version !== null ? <StatusTag status={`第${r.pending_version}版${r.pending_status ?? ''}`} tone="processing" /> : '—'),
    },
    { key: 'ack', title: '阅读确认', width: 80, render: (r) => `${r.ack_done}/${r.ack_total}` },
    actionsColumn<EffectiveInstruction>(
      (r) => <ViewFileButton id={r.id} name={`${r.code} 第${r.version}版`} />,
      { width: 70, align: 'left' },
    ),
  ]
  return (
    <div data-prcs-route-view="">
      {mine.data && mine.data.length ? (
        <section aria-label="待我确认阅读">
          <h3 className={heading}>待我确认阅读（{mine.data.length}）</h3>
          <DataTable rows={mine.data} total={mine.data.length} columns={mineColumns} rowKey="id" caption="待我确认阅读" pagination={false} columnSettings={false} emptyText={PRCS_MESSAGES.ackNone} />
        </section>
      ) : null}
      <section aria-label="在用作业指导书">
        <h3 className={heading}>在用作业指导书</h3>
        <div className={bar}>
          <SearchInput value={key} onSearch={setKey} placeholder="物料、工位、指导书编号或名称" clearable onClear={() => setKey('')} />
        </div>
        <DataTable
          rows={list.data ?? []}
          total={list.data?.length ?? 0}
          loading={list.loading}
          columns={columns}
          rowKey="id"
          caption="在用作业指导书"
          pagination={false}
          columnSettings={false}
          emptyText="没有已发布的作业指导书"
        />
      </section>
    </div>
  )
}
