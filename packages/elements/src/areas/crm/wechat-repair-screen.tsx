import { useMemo, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { resourcePaths } from '@scm/core'
import { vehicleResource } from '@scm/core/business'
import { workbillDocument } from '@scm/core/crm'
import { DocumentDetailView } from '../../document/document-detail'
import { documentColumns } from '../../document/document-columns'
import { UPLOAD_PATH } from '../../document/document-files'
import { documentCalls, useDocument } from '../../document/use-document'
import { muted, problem, sectionTitle, stack } from '../../document/styles'
import { useListController } from '../../list'
import { useLoad } from '../../list/use-load'
import { resourceColumns } from '../../resource/columns'
import { resourceListOptions } from '../../resource/list-options'
import { useRefOptions } from '../../resource/use-ref-options'
import { useApi, useApiTarget } from '../../runtime'
import { useCurrentUser, type CurrentUser } from '../../session/current-user'
import { Button } from '../../ui/button'
import { ConfirmHost } from '../../ui/confirm'
import { DataTable } from '../../ui/data-table'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { Select } from '../../ui/select'
import { Textarea } from '../../ui/textarea'
import { Upload } from '../../ui/upload'
import { slaColumn } from './workbill-sla'

// <scm-wechat-repair> on a WeChat page (demo/wechat-repair.html), for a customer on his phone: he
// reports a fault on one of HIS vehicles (picked by VIN among his own) with photos, follows his work
// orders (cards with coloured status tags and the 时效 of the completion deadline), opens one in the
// document kit's detail — where he accepts a finished repair (验收, the owner's action) and reads the
// history and the return visit's score. The return visit itself is the service staff's call
// (DOMAIN.md: 已验收 → 已回访 with satisfaction 1-5), so the widget shows the score, it does not
// give it. It also ships as one file (≤ 130 KiB gz): only the kit's table, detail and small
// controls, not the work order screen's filter bar, editor or export. The server scopes every call
// to the signed-in customer.

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', justifyContent: 'space-between' })
const vehicles = css({ display: 'grid', gap: '6px', m: 0, p: 0, border: 'none', minWidth: 0 })
const vehicle = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2px 8px',
  alignItems: 'center',
  p: '8px 10px',
  border: '1px solid var(--scm-color-border, #dcdfe6)',
  borderRadius: '6px',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '&:has(input:checked)': { borderColor: 'var(--scm-color-primary, #2f6fce)', bg: 'var(--scm-color-primary-soft, #ecf5ff)' },
  '& small': { gridColumn: '2', color: '#909399' },
})
const stars = css({ color: '#e6a23c', letterSpacing: '2px', fontSize: '16px' })

const LIST_FIELDS = ['bill_no', 'status', 'vin', 'fault_desc', 'reported_at', 'complete_due']
/** What a report needs beyond the vehicle and the fault: the type of work order (a fault report) and its priority. */
const PRIORITIES = workbillDocument.fields.priority!.options!.map((o) => ({ value: String(o.value), label: o.label }))

/** The row over each view: what it is, and the way on (report, back to the list). */
function Bar({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={bar}>
      {title}
      {children}
    </div>
  )
}

type Vehicle = { id: number; vin: string; model: string; plate_no: string }

/** The return visit's score, once the service staff recorded it. */
function VisitScore({ header }: { header: Record<string, unknown> }) {
  const score = Number(header.satisfaction)
  if (!(score >= 1 && score <= 5)) return null
  return (
    <section aria-label="回访评价">
      <h3 className={sectionTitle}>回访评价</h3>
      <p>
        <span className={stars} aria-label={`满意度 ${score} 分`} data-satisfaction={score}>
          {'★'.repeat(score)}
          {'☆'.repeat(5 - score)}
        </span>{' '}
        {score}分
      </p>
      {header.visit_comment ? <p>{String(header.visit_comment)}</p> : null}
    </section>
  )
}

function OneWorkbill({ id, onBack }: { id: number; onBack: () => void }) {
  const doc = useDocument(workbillDocument, id)
  return (
    <div className={stack}>
      <Bar title={<strong data-bill-no>{String(doc.detail?.header.bill_no ?? '')}</strong>}>
        <Button onClick={onBack}>返回列表</Button>
      </Bar>
      <DocumentDetailView doc={doc} panels={doc.detail ? <VisitScore header={doc.detail.header} /> : null} />
    </div>
  )
}

function WorkbillList({ pageSize, onOpen, onReport }: { pageSize?: number; onOpen: (id: number) => void; onReport: () => void }) {
  const columns = useMemo(() => {
    const derived = resourceColumns(workbillDocument).filter((c) => LIST_FIELDS.includes(c.key))
    const at = derived.findIndex((c) => c.key === 'complete_due') + 1
    return documentColumns(workbillDocument, [...derived.slice(0, at), slaColumn(), ...derived.slice(at)], (row) => onOpen(row.id))
  }, [onOpen])
  const list = useListController({ ...resourceListOptions(workbillDocument, columns), pageSize })
  return (
    <div className={stack}>
      <Bar title={<strong>我的报修</strong>}>
        <Button variant="primary" onClick={onReport}>
          我要报修
        </Button>
      </Bar>
      <DataTable state={list.table} rows={list.rows} total={list.total} caption="我的维修工单" loading={list.loading} columnSettings={false} emptyText="暂无维修工单，点击“我要报修”报告车辆故障" />
    </div>
  )
}

/** His own vehicles (the server answers only the caller's). */
function useOwnVehicles(): Vehicle[] | null {
  // a refused read offers no vehicle
  const rows = useLoad(
    (api) => api.post<{ rows: Vehicle[] }>(resourcePaths(vehicleResource).list, { page: 1, rows: 100, sidx: 'vin', sord: 'asc' }).then((answer) => answer.rows, (): Vehicle[] => []),
    'own-vehicles',
  ).data
  return rows ?? null
}

/** Ids of the files an UploadFiles answer lists (one object or a list of them). */
const uploadedIds = (data: unknown): number[] =>
  (Array.isArray(data) ? data : [data]).map((e) => Number((e as { id?: unknown } | null)?.id)).filter((n) => Number.isSafeInteger(n) && n > 0)

function ReportForm({ user, onDone, onCancel }: { user: CurrentUser; onDone: (id: number) => void; onCancel: () => void }) {
  const api = useApi()
  const target = useApiTarget()
  const doc = useDocument(workbillDocument, null)
  const owned = useOwnVehicles()
  const types = useRefOptions(api, workbillDocument, 'type_id')
  const [vehicleId, setVehicleId] = useState('')
  const [typeId, setTypeId] = useState<string | null>(null)
  const [priority, setPriority] = useState<string | null>('一般')
  const [fault, setFault] = useState('')
  const [phone, setPhone] = useState(user.phone ?? '')
  const [photos, setPhotos] = useState<number[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  // a fault report by default (the other types are for staff's own bookings, but he may pick them)
  const type = typeId ?? (types.find((t) => t.label === '故障报修') ?? types[0])?.value ?? null

  const submit = async () => {
    const missing: Record<string, string> = {}
    if (!vehicleId) missing.vehicle_id = '请选择车辆'
    if (!type) missing.type_id = '请选择工单类型'
    if (!fault.trim()) missing.fault_desc = '请输入故障描述'
    setErrors(missing)
    setMessage('')
    if (Object.keys(missing).length) return
    const answer = await doc.save({ type_id: Number(type), priority, vehicle_id: Number(vehicleId), fault_desc: fault.trim(), contact_phone: phone.trim() }, [])
    if ('refused' in answer) {
      setErrors(answer.refused.errors)
      setMessage(answer.refused.message)
      return
    }
    // the photos, uploaded while he wrote, are tied to the new work order (his own uploads only)
    if (photos.length) await api.post(documentCalls(workbillDocument).attach, { id: answer.saved.id, file_ids: photos }).catch(() => undefined)
    onDone(answer.saved.id)
  }

  if (owned === null) return <p role="status">加载中…</p>
  return (
    <form
      className={stack}
      aria-label="故障报修"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <Bar title={<strong>故障报修</strong>}>
        <Button type="button" onClick={onCancel}>
          返回列表
        </Button>
      </Bar>
      {owned.length ? (
        <FormField label="车辆" required error={errors.vehicle_id ?? null}>
          <fieldset className={vehicles} aria-label="选择车辆">
            {owned.map((v) => (
              <label key={v.id} className={vehicle}>
                <input type="radio" name="vehicle_id" value={String(v.id)} checked={vehicleId === String(v.id)} onChange={() => setVehicleId(String(v.id))} aria-label={v.vin} />
                <span>{v.vin}</span>
                <small>
                  {v.model}
                  {v.plate_no ? ` · ${v.plate_no}` : ''}
                </small>
              </label>
            ))}
          </fieldset>
        </FormField>
      ) : (
        <p className={muted}>您名下暂无车辆，请联系服务专员登记车辆后再报修</p>
      )}
      <FormField label="工单类型" required error={errors.type_id ?? null}>
        <Select items={types} value={type} onValueChange={setTypeId} aria-label="工单类型" />
      </FormField>
      <FormField label="优先级" required error={errors.priority ?? null}>
        <Select items={PRIORITIES} value={priority} onValueChange={setPriority} aria-label="优先级" />
      </FormField>
      <FormField label="故障描述" required value={fault} error={errors.fault_desc ?? null}>
        <Textarea name="fault_desc" value={fault} onValueChange={setFault} maxLength={1000} rows={4} placeholder="请描述故障现象、发生时间和地点" />
      </FormField>
      <FormField label="联系电话" error={errors.contact_phone ?? null}>
        <Input name="contact_phone" type="tel" value={phone} onValueChange={setPhone} maxLength={30} />
      </FormField>
      <Upload
        url={`${target.apiBase}${UPLOAD_PATH}`}
        headers={target.headers}
        data={{ category: 'document' }}
        accept={['image/*']}
        maxFiles={9}
        maxFileSize={20 * 1024 * 1024}
        label={`故障照片（最多9张${photos.length ? `，已上传${photos.length}张` : ''}）`}
        onUploaded={(data) => setPhotos((ids) => [...ids, ...uploadedIds(data)])}
      />
      {message ? (
        <p className={problem} role="alert">
          {message}
        </p>
      ) : null}
      <Button type="submit" variant="primary" loading={doc.busy === 'save'} disabled={!owned.length}>
        提交报修
      </Button>
    </form>
  )
}

type View = { at: 'list' } | { at: 'report' } | { at: 'open'; id: number }

export function WechatRepair({ pageSize }: { pageSize?: number }) {
  const user = useCurrentUser()
  const [view, setView] = useState<View>({ at: 'list' })
  const open = useMemo(() => (id: number) => setView({ at: 'open', id }), [])
  if (user === undefined) return <p role="status">加载中…</p>
  if (user === null) return <p className={muted}>请先登录</p>
  if (user.customerId == null) return <p className={muted}>微信报修仅供客户账号使用，本企业用户请在门户的维修工单页面处理</p>
  return (
    <>
      {view.at === 'report' ? (
        <ReportForm user={user} onDone={open} onCancel={() => setView({ at: 'list' })} />
      ) : view.at === 'open' ? (
        <OneWorkbill id={view.id} onBack={() => setView({ at: 'list' })} />
      ) : (
        <WorkbillList pageSize={pageSize} onOpen={open} onReport={() => setView({ at: 'report' })} />
      )}
      <ConfirmHost />
    </>
  )
}
