import { useState } from 'react'
import { css } from 'styled-system/css'
import { type AckRow, ackTone, PRCS_STATUS, PRCS_VIEWS, PRCSDOCUMENT_PATHS, type PrcsView, workInstructionDocument } from '@scm/core/prcsdocument'
import { documentScreen } from '../../document/document-screen'
import { reviseActions } from '../../document/revise-button'
import type { DocumentController } from '../../document/use-document'
import { useLoad } from '../../list/use-load'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { DataTable, type Column } from '../../ui/data-table'
import { StatusTag } from '../../ui/status-tag'
import { Textarea } from '../../ui/textarea'

// /prcsdocument 作业指导书: ONE page for upload (prcsdocumentmag), audit (prcsdocumentAuditmag) and
// publish (prcsdocumentPublishtmag). The route says which statuses the list opens with and what the
// detail offers: 修订 of a used version (upload), the approval step of the caller's task (audit),
// 发布 and the readers still to confirm (publish). The server decides every right again.

const BASE = workInstructionDocument.basePath
const panel = css({ mt: '12px', '& h3': { fontSize: '14px', fontWeight: '600', m: '0 0 6px' } })
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', mt: '6px' })


interface FlowStatus {
  instance_id: number
  status: string
  current_step: number
  can_approve: boolean
  steps: { step_no: number; step_name: string; approver_names?: string; status?: string }[]
}

/** The approval step waiting for the caller (审核): 同意 / 驳回 with an opinion, through the wf calls. */
function AuditPanel({ doc, onDone }: { doc: DocumentController; onDone: () => void }) {
  const api = useApi()
  const [opinion, setOpinion] = useState('')
  const [busy, setBusy] = useState(false)
  const id = doc.id
  const flow = useLoad(
    (client) => client.get<FlowStatus | null>(PRCSDOCUMENT_PATHS.flowStatus, { query: { recordType: workInstructionDocument.docType, recordId: String(id) }, timestamp: true }),
    id === null ? null : String(id),
  ).data
  if (doc.detail?.header.status !== PRCS_STATUS.auditing || !flow) return null
  const step = flow.steps.find((s) => s.step_no === flow.current_step)
  const decide = async (path: string) => {
    setBusy(true)
    try {
      await api.post(path, { instanceId: flow.instance_id, opinion }, { successMessage: true })
      onDone()
    } catch {
      // shown by the client
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className={panel} aria-label="审核">
      <h3>审核</h3>
      <p>
        当前步骤：{step?.step_name ?? '—'}
        {step?.approver_names ? `（${step.approver_names}）` : ''}
      </p>
      {flow.can_approve ? (
        <>
          <Textarea aria-label="审核意见" placeholder="审核意见" value={opinion} onValueChange={setOpinion} maxLength={500} />
          <div className={row}>
            <Button variant="primary" loading={busy} onClick={() => void decide(PRCSDOCUMENT_PATHS.approve)}>
              同意
            </Button>
            <Button loading={busy} onClick={() => void decide(PRCSDOCUMENT_PATHS.reject)}>
              驳回
            </Button>
          </div>
        </>
      ) : (
        <p role="status">该步骤不由您审核</p>
      )}
    </section>
  )
}

const ackColumns: Column<AckRow>[] = [
  { key: 'user_name', title: '人员', width: 90 },
  { key: 'station_name', title: '工位', width: 110 },
  { key: 'asked_at', title: '通知时间', width: 150 },
  { key: 'due_date', title: '确认期限', width: 100 },
  { key: 'confirmed_at', title: '确认时间', width: 150 },
  { key: 'state', title: '状态', width: 80, render: (r) => <StatusTag status={r.state} tone={ackTone(r.state)} /> },
]

/** 阅读确认 of a published version: who was asked, by when, who confirmed (pending first). */
export function AckPanel({ docId }: { docId: number }) {
  // a refused read shows an empty list
  const rows = useLoad((api) => api.post<AckRow[]>(`${BASE}/GetAckList`, { doc_id: docId }).catch((): AckRow[] => []), String(docId)).data
  if (!rows) return null
  const pending = rows.filter((r) => !r.confirmed_at).length
  return (
    <section className={panel} aria-label="阅读确认">
      <h3>
        阅读确认（待确认 {pending} / 共 {rows.length}）
      </h3>
      <DataTable rows={rows} total={rows.length} columns={ackColumns} rowKey="id" caption="阅读确认" pagination={false} columnSettings={false} emptyText="该版本无需确认阅读的人员" />
    </section>
  )
}

const USED: string[] = [PRCS_STATUS.audited, PRCS_STATUS.published, PRCS_STATUS.voided]

function screenOf(view: PrcsView) {
  const statuses = PRCS_VIEWS[view].statuses
  const filters = statuses.length ? { status: { op: 'in' as const, value: statuses } } : undefined
  if (view === 'prcsdocumentAuditmag') {
    return documentScreen(workInstructionDocument, {
      creates: false,
      filters,
      detailPanels: (doc, screen) => <AuditPanel doc={doc} onDone={() => (screen.reload(), doc.id !== null && screen.open(doc.id))} />,
    })
  }
  if (view === 'prcsdocumentPublishtmag') {
    return documentScreen(workInstructionDocument, {
      creates: false,
      filters,
      detailPanels: (doc) => (doc.id !== null && doc.detail?.header.status === PRCS_STATUS.published ? <AckPanel docId={doc.id} /> : null),
    })
  }
  return documentScreen(workInstructionDocument, {
    filters,
    // 修订: a used version (已审核 / 已发布 / 已作废) → the next version's draft
    ...reviseActions(workInstructionDocument, USED),
  })
}

const SCREENS = {
  prcsdocumentmag: screenOf('prcsdocumentmag'),
  prcsdocumentAuditmag: screenOf('prcsdocumentAuditmag'),
  prcsdocumentPublishtmag: screenOf('prcsdocumentPublishtmag'),
}

/** The page: the view named by the route (attribute `view`), upload by default. */
export function PrcsdocumentScreen({ view, pageSize, recordId }: { view?: string; pageSize?: number; recordId?: number }) {
  const key: PrcsView = view && view in SCREENS ? (view as PrcsView) : 'prcsdocumentmag'
  const Screen = SCREENS[key]
  return (
    <div data-prcs-view={key}>
      <Screen key={key} pageSize={pageSize} recordId={recordId} />
    </div>
  )
}
