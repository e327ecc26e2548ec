import { useState } from 'react'
import { defineElement, useApi, useEmit } from '../../runtime'
import { useCan } from '../../resource/grants'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { Select } from '../../ui/select'
import { today } from '../../document/dates'
import { buttonRow, danger, formGrid, heading, muted, screen, subheading } from '../../ui/layout'
import { useSupplierOptions } from '../../list/choices'
import { blankNoOrderLine, checkNoOrderLines, NoOrderLines, usePackQuantities, type NoOrderLine } from './no-order-lines'
import { ReceiptView } from './receipt-view'
import { RECEIVE_PATHS } from '@scm/core/receive'
import { DEFAULT_WAREHOUSE } from './paths'
import { qualifiedBy, type ReceiptDetail } from '@scm/core/business'
import { useSkipCheck } from './use-skip-check'
import { INSPECTION_HINT, qualifiedField } from './receive-lines'

// /PcRcv/detailOfNoOrder 无订单收货: goods that arrived without a purchase order (samples,
// replacements): supplier, warehouse and the materials counted.

function PcRcvNoOrderDetail() {
  const api = useApi()
  const emit = useEmit()
  const can = useCan('PcRcv_detailOfNoOrder')
  const skipCheck = useSkipCheck()
  const suppliers = useSupplierOptions()
  const [supplyid, setSupplyid] = useState('')
  const [warehouse, setWarehouse] = useState(DEFAULT_WAREHOUSE)
  const [rcvDate, setRcvDate] = useState(today())
  const [remark, setRemark] = useState('')
  const [lines, setLines] = useState<NoOrderLine[]>(() => [blankNoOrderLine()])
  const packs = usePackQuantities(supplyid, lines)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState<ReceiptDetail | null>(null)

  const submit = async () => {
    const problem = !supplyid ? '请选择供应商' : !warehouse.trim() ? '请填写仓库' : checkNoOrderLines(lines, !!skipCheck)
    setError(problem)
    if (problem) return
    setSaving(true)
    try {
      const receipt = await api.post<ReceiptDetail>(
        RECEIVE_PATHS.save,
        {
          supplyid: Number(supplyid),
          rcv_date: rcvDate,
          warehouse: warehouse.trim(),
          remark,
          lines: lines.map((line) => ({
            mtr_id: Number(line.material!.value),
            qty: Number(line.qty),
            ...qualifiedField(qualifiedBy(!!skipCheck, line), line.qualified),
            remark: line.remark,
          })),
        },
        { successMessage: true },
      )
      setSaved(receipt)
      setLines([blankNoOrderLine()])
      setRemark('')
      emit('scm-change', { entity: 'receipt', action: 'create', id: receipt.id })
    } catch {
      // shown by the client
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className={screen} aria-label="无订单收货">
      <h2 className={heading}>无订单收货</h2>
      {saved ? (
        <div role="status" aria-label="本次收货">
          <h3 className={subheading}>已生成收货单 {saved.rcv_no}</h3>
          <ReceiptView receipt={saved} />
          <Button onClick={() => setSaved(null)}>继续收货</Button>
        </div>
      ) : (
        <>
          <div className={formGrid}>
            <FormField label="供应商" required value={supplyid} error={error === '请选择供应商' ? error : null}>
              <Select items={suppliers} value={supplyid || null} aria-label="供应商" placeholder="请选择供应商" onValueChange={(v) => setSupplyid(v ?? '')} />
            </FormField>
            <FormField label="仓库" required value={warehouse}>
              <Input value={warehouse} maxLength={50} onValueChange={setWarehouse} />
            </FormField>
            <FormField label="收货日期" value={rcvDate}>
              <Input type="date" value={rcvDate} onValueChange={setRcvDate} />
            </FormField>
            <FormField label="备注" value={remark}>
              <Input value={remark} maxLength={200} onValueChange={setRemark} />
            </FormField>
          </div>
          <p className={muted}>{skipCheck ? '系统设置为免检：合格数量等于收货数量' : INSPECTION_HINT}</p>
          <NoOrderLines lines={lines} onChange={setLines} skipCheck={!!skipCheck} packs={packs} />
          {error ? (
            <p className={danger} role="alert">
              {error}
            </p>
          ) : null}
          <div className={buttonRow}>
            {can('add') ? (
              <Button variant="primary" loading={saving} onClick={() => void submit()}>
                确认收货
              </Button>
            ) : null}
            <Button onClick={() => emit('scm-navigate', { path: '/PcRcv/PcRcvListOfNoOrder' })}>无订单收货单</Button>
          </div>
        </>
      )}
    </section>
  )
}

defineElement('scm-pcrcv-no-order-detail', PcRcvNoOrderDetail, {
  description: '无订单收货：选择供应商与仓库，录入物料、收货数量与合格数量',
  events: {
    'scm-change': '收货后，detail 为 {entity:"receipt", action:"create", id}',
    'scm-navigate': '去无订单收货单列表，detail 为 {path}',
  },
})
