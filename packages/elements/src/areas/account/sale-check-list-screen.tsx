import { useState } from 'react'
import { DOCUMENT_MESSAGES, parseDecimal, type DocumentDetail } from '@scm/core'
import { STATEMENT_LINE_ANSWERS, STATEMENT_MESSAGES, STATEMENT_PATHS, STATEMENT_RESOLUTIONS, statementDocument, type StatementVersion } from '@scm/core/account'
import { documentScreen } from '../../document/document-screen'
import { DocumentFiles } from '../../document/document-files'
import { buttonRow, muted, section, sectionTitle, stack } from '../../document/styles'
import type { DocumentController } from '../../document/use-document'
import { useLoad } from '../../list/use-load'
import { useApi, useEmit } from '../../runtime'
import { isSupplier, useCurrentUser } from '../../session/current-user'
import { Button } from '../../ui/button'
import { confirm } from '../../ui/confirm'
import { DataTable, type Column } from '../../ui/data-table'
import { Dialog } from '../../ui/dialog'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { Select } from '../../ui/select'
import { StatusTag } from '../../ui/status-tag'
import { Textarea } from '../../ui/textarea'
import { ToReconcileButton } from './to-reconcile'
import { RecordInvoiceButton } from './record-invoice'

// 对账单 — the kit's list, editor and detail of the statement definition, plus what is answered
// line by line: the supplier confirms a line or disputes it with a reason and evidence (全部确认
// for all at once); the buyer disables / enables a line with a reason and settles a disputed line
// (调整 with the new amount, or 维持); every published version with what changed from the one before.

type Line = DocumentDetail['lines'][number]
type LineCall = 'dispute' | 'disable' | 'resolve'

const ANSWERING = ['已发布', '有异议']
const answerTone = (answer: unknown) => STATEMENT_LINE_ANSWERS.find((a) => a.value === answer)?.tone ?? 'default'

/** Posts one line call, then shows the statement anew (its status and total may have moved). */
function useLineCall(doc: DocumentController) {
  const api = useApi()
  const emit = useEmit()
  const [busy, setBusy] = useState(false)
  const call = async (path: string, body: Record<string, unknown>, action: string) => {
    if (doc.id === null) return false
    setBusy(true)
    try {
      await api.post(path, { id: doc.id, ...body }, { successMessage: true })
      emit('scm-change', { entity: statementDocument.name, action, id: doc.id })
      return true
    } catch {
      // the client showed the server's message; the statement may have moved meanwhile
      return false
    } finally {
      setBusy(false)
      doc.reload()
    }
  }
  return { busy, call }
}

/** The box of a line call that needs more than a click: 异议 (reason, evidence), 停用 (reason), 处理异议. */
function LineDialog({ doc, line, kind, onClose }: { doc: DocumentController; line: Line; kind: LineCall; onClose: () => void }) {
  const { busy, call } = useLineCall(doc)
  const [reason, setReason] = useState('')
  const [resolution, setResolution] = useState<string | null>('调整')
  const [amount, setAmount] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const title = { dispute: '提出异议', disable: '停用明细', resolve: '处理异议' }[kind]
  const submit = async () => {
    const found: Record<string, string> = {}
    if (!reason.trim()) found.reason = { dispute: '请填写异议原因', disable: DOCUMENT_MESSAGES.reasonRequired, resolve: '请填写处理说明' }[kind]
    if (kind === 'resolve' && !resolution) found.resolution = STATEMENT_MESSAGES.resolution
    // the new amount goes as typed (exact decimal text), never through a float
    const decimal = parseDecimal(amount)
    if (kind === 'resolve' && resolution === '调整' && (!decimal || decimal.scale > 2)) found.amount = STATEMENT_MESSAGES.adjustAmount
    setErrors(found)
    if (Object.keys(found).length) return
    const body = { line_id: line.id, reason: reason.trim() }
    const done =
      kind === 'dispute'
        ? await call(STATEMENT_PATHS.disputeLine, body, 'dispute')
        : kind === 'disable'
          ? await call(STATEMENT_PATHS.setDisable, { ...body, disabled: true }, 'disable')
          : await call(STATEMENT_PATHS.resolveLine, { ...body, resolution, ...(resolution === '调整' ? { amount: amount.trim() } : {}) }, 'resolve')
    if (done) onClose()
  }
  return (
    <Dialog
      open
      onClose={onClose}
      size="small"
      title={`${title}（第${line.line_no}行）`}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            确定
          </Button>
        </>
      }
    >
      <div className={stack} data-line-call={kind}>
        <p className={muted}>
          {String(line.source_no ?? '')} {String(line.mtr_name ?? '')} 金额 {String(line.amount ?? '')}
          {line.answer_reason ? `；异议：${String(line.answer_reason)}` : ''}
        </p>
        {kind === 'resolve' ? (
          <>
            <FormField label="处理方式" required error={errors.resolution ?? null}>
              <Select name="resolution" items={STATEMENT_RESOLUTIONS.map((v) => ({ value: v, label: v }))} value={resolution} onValueChange={setResolution} />
            </FormField>
            {resolution === '调整' ? (
              <FormField label="调整后金额" required error={errors.amount ?? null}>
                <Input name="amount" inputMode="decimal" value={amount} onValueChange={setAmount} placeholder="例如 1234.50" />
              </FormField>
            ) : null}
          </>
        ) : null}
        <FormField label={kind === 'dispute' ? '异议原因' : kind === 'resolve' ? '处理说明' : '停用原因'} required error={errors.reason ?? null}>
          <Textarea name="reason" value={reason} maxLength={kind === 'disable' ? 200 : 500} rows={4} onValueChange={setReason} />
        </FormField>
        {kind === 'dispute' && doc.detail?.attachable ? (
          <section className={section} aria-label="证据附件">
            <h3 className={sectionTitle}>证据附件</h3>
            <DocumentFiles doc={doc} files={doc.detail.files} removable uploadable />
          </section>
        ) : null}
      </div>
    </Dialog>
  )
}

/** A line's answer as a coloured tag, and the buttons the caller has on it now. */
function LineButtons({ doc, line, canEdit }: { doc: DocumentController; line: Line; canEdit: boolean }) {
  const user = useCurrentUser()
  const { busy, call } = useLineCall(doc)
  const [asking, setAsking] = useState<LineCall | null>(null)
  const status = String(doc.detail?.header.status ?? '')
  const supplier = isSupplier(user)
  const open = !line.disabled && line.answer !== '已确认'
  const buttons = []
  if (supplier && ANSWERING.includes(status) && open) {
    buttons.push(
      <Button key="confirm" variant="primary" loading={busy} onClick={() => void call(STATEMENT_PATHS.confirmLine, { line_ids: [line.id] }, 'confirm')}>
        确认
      </Button>,
      <Button key="dispute" onClick={() => setAsking('dispute')}>
        异议
      </Button>,
    )
  }
  if (!supplier && canEdit && (status === '草稿' || status === '有异议')) {
    buttons.push(
      line.disabled ? (
        <Button key="enable" loading={busy} onClick={() => void call(STATEMENT_PATHS.setDisable, { line_id: line.id, disabled: false }, 'enable')}>
          启用
        </Button>
      ) : (
        <Button key="disable" onClick={() => setAsking('disable')}>
          停用
        </Button>
      ),
    )
  }
  if (!supplier && canEdit && status === '有异议' && line.answer === '有异议' && !line.disabled) {
    buttons.push(
      <Button key="resolve" variant="primary" onClick={() => setAsking('resolve')}>
        处理异议
      </Button>,
    )
  }
  return (
    <div className={buttonRow}>
      {line.disabled ? <StatusTag status="已停用" tone="default" /> : line.answer ? <StatusTag status={String(line.answer)} tone={answerTone(line.answer)} /> : null}
      {buttons}
      {asking ? <LineDialog doc={doc} line={line} kind={asking} onClose={() => setAsking(null)} /> : null}
    </div>
  )
}

/** 全部确认: the supplier confirms every line still open at once. */
function ConfirmAll({ doc }: { doc: DocumentController }) {
  const user = useCurrentUser()
  const { busy, call } = useLineCall(doc)
  const status = String(doc.detail?.header.status ?? '')
  const open = (doc.detail?.lines ?? []).filter((l) => !l.disabled && l.answer !== '已确认')
  if (!isSupplier(user) || !ANSWERING.includes(status) || !open.length || open.some((l) => l.answer === '有异议')) return null
  const confirmAll = async () => {
    if (!(await confirm(`确认全部 ${open.length} 行明细？全部确认后对账单锁定，不能再修改。`, { title: '全部确认' }))) return
    await call(STATEMENT_PATHS.confirmLine, { line_ids: open.map((l) => l.id) }, 'confirm')
  }
  return (
    <Button variant="primary" loading={busy} onClick={() => void confirmAll()}>
      全部确认
    </Button>
  )
}

const CHANGE_COLUMNS: Column<StatementVersion['changes'][number] & { key: string }>[] = [
  { key: 'line_no', title: '行号', kind: 'count', width: 56 },
  { key: 'source_no', title: '来源单号', width: 150 },
  { key: 'mtr_name', title: '物料/说明', width: 160 },
  { key: 'change', title: '变化', width: 90, render: (c) => <StatusTag status={c.change} tone={c.change === '新增' || c.change === '启用' ? 'success' : c.change === '金额调整' ? 'warning' : 'default'} /> },
  { key: 'before', title: '原金额', kind: 'money', width: 120 },
  { key: 'after', title: '新金额', kind: 'money', width: 120 },
]

/** Every published version, newest first, with what changed from the version before it. */
function StatementVersions({ doc }: { doc: DocumentController }) {
  const version = doc.detail?.header.version
  const versions =
    useLoad(
      (api) => api.get<StatementVersion[]>(STATEMENT_PATHS.versions, { query: { id: doc.id }, silent: true }).catch((): StatementVersion[] => []),
      doc.id !== null && version ? `${doc.id}:${String(version)}` : null,
    ).data ?? null
  if (!version) return null
  return (
    <section className={section} aria-label="版本记录">
      <h3 className={sectionTitle}>版本记录</h3>
      {versions === null ? <p role="status">加载中…</p> : null}
      {(versions ?? []).map((v) => (
        <div key={v.version} className={stack} data-version={v.version}>
          <p className={muted}>
            第{v.version}版 · {v.published_at} · {v.UserName} 发布 · 对账金额 {String(v.total_amount)}
          </p>
          {v.version === 1 ? null : v.changes.length ? (
            <DataTable
              caption={`第${v.version}版的变化`}
              columns={CHANGE_COLUMNS}
              rowKey="key"
              rows={v.changes.map((c, i) => ({ ...c, key: `${v.version}-${i}` }))}
              total={v.changes.length}
              pagination={false}
              columnSettings={false}
            />
          ) : (
            <p className={muted}>与上一版相比明细没有变化</p>
          )}
        </div>
      ))}
    </section>
  )
}

export const StatementScreen = documentScreen(statementDocument, {
  toolbar: (screen) => <ToReconcileButton screen={screen} />,
  lineActions: (doc, line, screen) => <LineButtons doc={doc} line={line} canEdit={screen.can('edit')} />,
  detailActions: (doc) => (
    <>
      <ConfirmAll doc={doc} />
      <RecordInvoiceButton doc={doc} />
    </>
  ),
  detailPanels: (doc) => <StatementVersions doc={doc} />,
})
