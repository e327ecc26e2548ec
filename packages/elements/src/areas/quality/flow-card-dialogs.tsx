import { useState } from 'react'
import { input } from 'styled-system/recipes'
import type { TracePart } from '@scm/core/quality'
import { useLoad } from '../../list/use-load'
import { useApi } from '../../runtime'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { filterItem, formGrid, nativeSelect } from '../../ui/layout'
import type { Row } from './trace-parts'
import { QUALITY_PATHS } from '@scm/core/quality'

// The flow card's two dialogs: putting a vehicle on the line (上线) and binding or replacing a key
// part. flow-card-screen.tsx opens them; each posts its own call and says when it is done.

interface Batch {
  id: number
  rcv_no: string
  rcv_date: string
  supply_name: string | null
  qty: number
  check_status: string
}

/** 绑定 / 更换: the serial and/or the supplier batch of the route line's key part. */
export function PartDialog({ line, replacing, onClose, onDone }: { line: Row; replacing: TracePart | null; onClose: () => void; onDone: () => void }) {
  const api = useApi()
  // a refused read offers no batch
  const batches = useLoad((client) => client.get<Batch[]>(QUALITY_PATHS.batchOptions, { query: { mtr_id: line.mtr_id } }), String(line.mtr_id)).data ?? []
  const [serial, setSerial] = useState('')
  const [batch, setBatch] = useState('')
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    const part = { serial_no: serial.trim() || undefined, rcv_line_id: batch ? Number(batch) : undefined }
    try {
      if (replacing) await api.post(QUALITY_PATHS.unbindPart, { binding_id: replacing.binding_id, reason, replace: part }, { successMessage: true })
      else await api.post(QUALITY_PATHS.bindPart, { vin: line.vin, route_line_id: line.id, ...part }, { successMessage: true })
      onDone()
    } catch {
      // the client showed why
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${replacing ? '更换' : '绑定'}关键件：${String(line.mtr_name)}（${String(line.bind_mode) || '序列号或批次'}）`}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" disabled={busy} onClick={() => void submit()}>
            确定
          </Button>
        </>
      }
    >
      <div className={formGrid}>
        {replacing ? (
          <label className={filterItem}>
            <span>更换原因</span>
            <input className={input({ size: 'mini' })} aria-label="更换原因" value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} />
          </label>
        ) : null}
        <label className={filterItem}>
          <span>序列号</span>
          <input className={input({ size: 'mini' })} aria-label="序列号" value={serial} maxLength={50} onChange={(e) => setSerial(e.currentTarget.value)} />
        </label>
        <label className={filterItem}>
          <span>供应商批次</span>
          <select className={nativeSelect} aria-label="供应商批次" value={batch} onChange={(e) => setBatch(e.currentTarget.value)}>
            <option value="">请选择</option>
            {batches.map((b) => (
              <option key={b.id} value={b.id}>
                {`${b.rcv_no} ${b.supply_name ?? ''} ${b.rcv_date}（${b.check_status}）`}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Dialog>
  )
}

/** 上线: a new vehicle of a model with a published key route. */
export function BuildDialog({ onClose, onDone }: { onClose: () => void; onDone: (vin: string) => void }) {
  const api = useApi()
  const [v, setV] = useState({ vin: '', model: '', configuration: '', plan_no: '', engine_no: '' })
  const field = (key: keyof typeof v, label: string, max: number) => (
    <label className={filterItem} key={key}>
      <span>{label}</span>
      <input className={input({ size: 'mini' })} aria-label={label} value={v[key]} maxLength={max} onChange={(e) => setV({ ...v, [key]: e.currentTarget.value })} />
    </label>
  )
  return (
    <Dialog
      open
      onClose={onClose}
      title="整车上线"
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button
            variant="primary"
            onClick={() =>
              void api.post(QUALITY_PATHS.buildVehicle, v, { successMessage: true }).then(
                () => onDone(v.vin.trim().toUpperCase()),
                () => undefined,
              )
            }
          >
            确定
          </Button>
        </>
      }
    >
      <div className={formGrid}>
        {field('vin', '车架号(VIN)', 17)}
        {field('model', '车型', 50)}
        {field('configuration', '配置', 100)}
        {field('plan_no', '生产计划号', 30)}
        {field('engine_no', '发动机号', 30)}
      </div>
    </Dialog>
  )
}
