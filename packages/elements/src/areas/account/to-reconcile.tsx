import { useEffect, useState } from 'react'
import { formatDate, resourcePaths } from '@scm/core'
import { STATEMENT_PATHS, statementDocument, type SupplierToReconcile } from '@scm/core/account'
import type { DocumentScreenContext } from '../../document/document-screen'
import { buttonRow, muted, stack } from '../../document/styles'
import { useRefOptions } from '../../resource/use-ref-options'
import { useApi, useEmit } from '../../runtime'
import { isStaff, useCurrentUser } from '../../session/current-user'
import { Button } from '../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { DatePicker } from '../../ui/date-picker'
import { Dialog } from '../../ui/dialog'
import { FormField } from '../../ui/form-field'
import { Select } from '../../ui/select'

// 待对账供应商 (GetSale_Check_AccUser): the suppliers with accepted receipts or settled claims of a
// period on no statement yet, with their amounts; 生成 draws one up (Save) and opens it.

const monthStart = () => `${formatDate(new Date()).slice(0, 8)}01`

function ToReconcileDialog({ screen, onClose }: { screen: DocumentScreenContext; onClose: () => void }) {
  const api = useApi()
  const emit = useEmit()
  const companies = useRefOptions(api, statementDocument, 'company_id')
  const [from, setFrom] = useState<string | null>(monthStart())
  const [to, setTo] = useState<string | null>(formatDate(new Date()))
  const [company, setCompany] = useState<string | null>(null)
  const [rows, setRows] = useState<SupplierToReconcile[] | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  useEffect(() => {
    if (!company && companies[0]) setCompany(companies[0].value)
  }, [companies, company])
  const load = async () => {
    if (!from || !to) return
    setRows(null)
    try {
      setRows(await api.post<SupplierToReconcile[]>(STATEMENT_PATHS.suppliers, { period_from: from, period_to: to }))
    } catch {
      setRows([])
    }
  }
  useEffect(() => {
    void load()
    // once on opening; a period chosen afterwards is applied by 查询
  }, [])
  const generate = async (row: SupplierToReconcile) => {
    setBusy(row.supplyid)
    try {
      const saved = await api.post<{ id: number }>(
        resourcePaths(statementDocument).save,
        { supplyid: row.supplyid, company_id: Number(company), period_from: from, period_to: to, lines: [] },
        { successMessage: true },
      )
      emit('scm-change', { entity: statementDocument.name, action: 'add', id: saved.id })
      onClose()
      screen.reload()
      screen.open(saved.id)
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(null)
    }
  }
  const columns: Column<SupplierToReconcile>[] = [
    { key: 'supply_name', title: '供应商', width: 200 },
    { key: 'receipt_lines', title: '收货明细', kind: 'count', width: 80 },
    { key: 'receipt_amount', title: '收货金额', kind: 'money', width: 120 },
    { key: 'claim_amount', title: '索赔扣款', kind: 'money', width: 120 },
    { key: 'total_amount', title: '待对账金额', kind: 'money', width: 120 },
    actionsColumn<SupplierToReconcile>(
      (row) => (
        <Button variant="text" aria-label={`生成 ${row.supply_name}`} loading={busy === row.supplyid} disabled={!company} onClick={() => void generate(row)}>
          生成
        </Button>
      ),
      { width: 70, align: 'left' },
    ),
  ]
  return (
    <Dialog open onClose={onClose} size="large" title="待对账供应商">
      <div className={stack}>
        <div className={buttonRow}>
          <FormField label="开始日期" layout="horizontal">
            <DatePicker value={from} onValueChange={setFrom} aria-label="开始日期" />
          </FormField>
          <FormField label="结束日期" layout="horizontal">
            <DatePicker value={to} onValueChange={setTo} aria-label="结束日期" />
          </FormField>
          <FormField label="公司" layout="horizontal">
            <Select items={companies} value={company} onValueChange={setCompany} aria-label="公司" />
          </FormField>
          <Button variant="primary" onClick={() => void load()}>
            查询
          </Button>
        </div>
        {rows === null ? <p role="status">加载中…</p> : null}
        {rows?.length === 0 ? <p className={muted}>该期间没有待对账的收货或索赔</p> : null}
        {rows?.length ? (
          <DataTable<SupplierToReconcile> caption="待对账供应商列表" columns={columns} rowKey="supplyid" rows={rows} total={rows.length} pagination={false} columnSettings={false} />
        ) : null}
      </div>
    </Dialog>
  )
}

/** The toolbar button of the statement screen, for staff who may draw statements up. */
export function ToReconcileButton({ screen }: { screen: DocumentScreenContext }) {
  const [open, setOpen] = useState(false)
  const user = useCurrentUser()
  // a supplier's grants hold 'add' too; drawing statements up is the buyer's
  if (!isStaff(user) || !screen.can('add')) return null
  return (
    <>
      <Button onClick={() => setOpen(true)}>待对账供应商</Button>
      {open ? <ToReconcileDialog screen={screen} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
