import { useCallback, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { EQUIP_PATHS, EQUIP_STATUS_VALUES, equipOsipLogDocument } from '@scm/core/equip'
import { formatNumber } from '@scm/core'
import { UPLOAD_PATH } from '../../document/document-files'
import { useRefOptions } from '../../resource/use-ref-options'
import { useApi, useApiTarget, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { muted } from '../../ui/layout'
import { NumberInput } from '../../ui/number-input'
import { Select } from '../../ui/select'
import { StatusTag } from '../../ui/status-tag'
import { Upload } from '../../ui/upload'

// 点检录入 at the machine, on a phone (375 px): opened from the machine's QR label
// (/equip/equipOsipLogAdd?id=…), it shows the machine, the current shift (the server's clock), its
// items with method and standard, and takes 正常 / 异常, a measured value and a photo per item. The
// server judges measured values by the limits; an 异常 raises a breakdown repair at once.

interface Item {
  id: number
  name: string
  part: string | null
  method: string
  standard: string
  lower_limit: number | null
  upper_limit: number | null
  unit: string | null
}
interface Entry {
  machine: { id: number; asset_no: string; name: string; model: string | null; status: string; location: string | null; running_hours: number; type_name: string; workshop_name: string }
  shift: { shift_date: string; shift: string }
  items: Item[]
  done: { id: number; log_no: string; result: string; inspector: string; inspected_at: string }[]
  repairs: { id: number; log_no: string; fault_desc: string; created_at: string }[]
}
interface Answer {
  id: number
  log_no: string
  result: string
  repair_log_id: number | null
  repair_no: string
}
type Mark = { result: '正常' | '异常' | ''; value: number | null; photo: number | null; note: string }

const page = css({ display: 'grid', gap: '10px', maxW: '560px', w: '100%', boxSizing: 'border-box', p: '8px', fontSize: '14px' })
const card = css({ display: 'grid', gap: '6px', p: '10px', border: '1px solid var(--scm-color-border, #dcdfe6)', borderRadius: '8px', bg: 'var(--scm-color-bg, #fff)', overflowWrap: 'anywhere' })
const title = css({ fontSize: '16px', fontWeight: '600', m: 0 })
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' })
const choice = css({ flex: '1 1 0', minH: '40px' })
const alert = css({ p: '8px 10px', borderRadius: '6px', bg: 'var(--scm-color-warning-soft, #fdf6ec)', color: 'var(--scm-color-warning, #8a5a00)' })
const ok = css({ p: '8px 10px', borderRadius: '6px', bg: 'var(--scm-color-success-soft, #f0f9eb)', color: 'var(--scm-color-success, #2e7d32)' })

const toneOf = (status: string) => EQUIP_STATUS_VALUES.find((s) => s.value === status)?.tone ?? 'default'
const limits = (i: Item) =>
  i.lower_limit != null || i.upper_limit != null ? `${i.lower_limit != null ? formatNumber(i.lower_limit, 'qty') : '—'} ～ ${i.upper_limit != null ? formatNumber(i.upper_limit, 'qty') : '—'} ${i.unit ?? ''}` : ''
const uploadedId = (data: unknown) => Number((Array.isArray(data) ? data[0] : (data as { id?: unknown } | null))?.id) || null

function MachinePicker({ onPick }: { onPick: (id: number) => void }) {
  const api = useApi()
  const machines = useRefOptions(api, equipOsipLogDocument, 'equip_id')
  return (
    <div className={card}>
      <p className={muted}>请扫描设备上的二维码，或选择设备：</p>
      <Select items={machines} value={null} placeholder="选择设备" aria-label="选择设备" onValueChange={(v) => v && onPick(Number(v))} />
    </div>
  )
}

export function OsipEntryScreen({ recordId }: { recordId?: number }) {
  const api = useApi()
  const emit = useEmit()
  const target = useApiTarget()
  const [machineId, setMachineId] = useState<number | null>(recordId ?? null)
  const [entry, setEntry] = useState<Entry | null>(null)
  const [failed, setFailed] = useState('')
  const [marks, setMarks] = useState<Record<number, Mark>>({})
  const [sending, setSending] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [problem, setProblem] = useState('')
  useEffect(() => setMachineId(recordId ?? null), [recordId])

  const load = useCallback(() => {
    if (!machineId) return
    setFailed('')
    api.get<Entry>(EQUIP_PATHS.osipEntry, { query: { id: machineId }, timestamp: true, silent: true }).then(
      (e) => {
        setEntry(e)
        setMarks(Object.fromEntries(e.items.map((i) => [i.id, { result: '', value: null, photo: null, note: '' }])))
      },
      (error: Error) => setFailed(error.message || '设备不存在'),
    )
  }, [api, machineId])
  useEffect(load, [load])

  const mark = (id: number, change: Partial<Mark>) => setMarks((m) => ({ ...m, [id]: { ...m[id]!, ...change } }))
  const open = (path: string) => emit('scm-navigate', { path })

  const submit = async () => {
    if (!entry) return
    const missing = entry.items.find((i) => !marks[i.id]?.result)
    if (missing) {
      setProblem(`请判定“${missing.name}”是否正常`)
      return
    }
    setProblem('')
    setSending(true)
    try {
      const lines = entry.items.map((i) => ({ item_id: i.id, result: marks[i.id]!.result, value: marks[i.id]!.value, photo_file_id: marks[i.id]!.photo, note: marks[i.id]!.note }))
      const saved = await api.post<Answer>(EQUIP_PATHS.osipSubmit, { equip_id: entry.machine.id, lines }, { successMessage: true })
      setAnswer(saved)
      emit('scm-change', { entity: 'EquipOsipLog', action: 'save', id: saved.id })
      load()
    } catch {
      // the client showed why
    } finally {
      setSending(false)
    }
  }

  if (!machineId) return <section className={page} aria-label="点检录入"><h2 className={title}>点检录入</h2><MachinePicker onPick={setMachineId} /></section>
  if (failed) return <section className={page} aria-label="点检录入"><p role="alert" className={alert}>{failed}</p></section>
  if (!entry) return <p role="status">加载中…</p>
  const m = entry.machine
  const running = m.status === '在用'
  return (
    <section className={page} aria-label="点检录入">
      <div className={card} aria-label="设备信息">
        <div className={row}>
          <h2 className={title}>{m.name}</h2>
          <StatusTag status={m.status} tone={toneOf(m.status)} />
        </div>
        <span className={muted}>
          {m.asset_no} · {m.type_name} · {m.workshop_name}
        </span>
        <span className={muted}>{m.location ?? ''}</span>
        <span>
          运行小时 {formatNumber(m.running_hours, 'qty')} · 当前班次 <strong>{entry.shift.shift_date} {entry.shift.shift}</strong>
        </span>
        <div className={row}>
          <Button variant="text" onClick={() => open(`/equip/equipAccount?id=${m.id}`)}>
            设备台账
          </Button>
        </div>
      </div>
      {entry.repairs.map((r) => (
        <div key={r.id} className={alert} role="status">
          维修中：{r.log_no} {r.fault_desc}{' '}
          <Button variant="text" onClick={() => open(`/equip/equipMainLog?id=${r.id}`)}>
            查看维修记录
          </Button>
        </div>
      ))}
      {answer ? (
        <div className={answer.result === '异常' ? alert : ok} role="status" aria-label="点检结果">
          点检单 {answer.log_no} 已提交，结果：{answer.result}
          {answer.repair_no ? `，已生成维修记录 ${answer.repair_no}，设备转为维修` : ''}
          {answer.repair_log_id ? (
            <Button variant="text" onClick={() => open(`/equip/equipMainLog?id=${answer.repair_log_id}`)}>
              查看维修记录
            </Button>
          ) : null}
        </div>
      ) : null}
      {entry.done.length ? (
        <p className={muted} aria-label="本班已点检">
          本班已点检：{entry.done.map((d) => `${d.log_no}（${d.result}，${d.inspector} ${d.inspected_at.slice(11, 16)}）`).join('；')}
        </p>
      ) : null}
      {!running ? (
        <p className={alert}>设备当前为“{m.status}”，无需点检。</p>
      ) : !entry.items.length ? (
        <p className={muted}>该设备类型尚未维护点检项目</p>
      ) : (
        <>
          {entry.items.map((i, n) => {
            const mk = marks[i.id] ?? { result: '', value: null, photo: null, note: '' }
            return (
              <fieldset key={i.id} className={card} aria-label={`点检项目 ${i.name}`}>
                <legend className={title}>
                  {n + 1}. {i.name}
                </legend>
                <span className={muted}>
                  {i.part ? `${i.part} · ` : ''}
                  {i.method} · {i.standard}
                  {limits(i) ? ` · 范围 ${limits(i)}` : ''}
                </span>
                <div className={row} role="group" aria-label={`${i.name} 结果`}>
                  {(['正常', '异常'] as const).map((r) => (
                    <Button key={r} className={choice} variant={mk.result === r ? (r === '正常' ? 'primary' : 'danger') : 'default'} aria-pressed={mk.result === r} onClick={() => mark(i.id, { result: r })}>
                      {r === '正常' ? '正常 OK' : '异常 NG'}
                    </Button>
                  ))}
                </div>
                {limits(i) || i.method === '测量' ? (
                  <NumberInput value={mk.value} onValueChange={(v) => mark(i.id, { value: v })} precision={3} aria-label={`${i.name} 测量值`} placeholder={`测量值${i.unit ? `（${i.unit}）` : ''}`} />
                ) : null}
                <Input value={mk.note} onValueChange={(v) => mark(i.id, { note: v })} maxLength={200} aria-label={`${i.name} 说明`} placeholder="说明（选填）" />
                <Upload
                  url={`${target.apiBase}${UPLOAD_PATH}`}
                  headers={target.headers}
                  data={{ category: 'document' }}
                  accept={['image/*']}
                  maxFiles={1}
                  maxFileSize={20 * 1024 * 1024}
                  label={mk.photo ? '已上传照片' : '拍照（选填）'}
                  onUploaded={(data) => mark(i.id, { photo: uploadedId(data) })}
                />
              </fieldset>
            )
          })}
          {problem ? (
            <p role="alert" className={alert}>
              {problem}
            </p>
          ) : null}
          <Button variant="primary" disabled={sending} onClick={() => void submit()}>
            提交点检
          </Button>
        </>
      )}
    </section>
  )
}
