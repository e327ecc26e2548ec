import { useEffect, useMemo, useRef, useState } from 'react'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { SearchInput } from '../../ui/search-input'
import { Select } from '../../ui/select'
import { SearchArea } from '../../ui/search-area'
import { FormDialog } from '../../ui/form-dialog'
import { orgOptions, useOrgTree } from './shared/options'
import { roleOptions, useRoles } from '../../list/choices'
import { buttonRow, checkGrid, filterItem, heading, muted, panel, screen } from '../../ui/layout'
import { useListController } from '../../list'
import { useCan } from '../../resource/grants'
import { useLoad } from '../../list/use-load'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/supply_authority 供应商授权: which suppliers each buyer (staff member) manages.

const FN = 'sysmanage_supply_authority'

interface BuyerRow {
  userid: number
  usercode: string
  UserName: string
  dept_name: string
  roles: string[]
  supplies: { supplyid: number; supply_name: string }[]
}

interface UserSupplies {
  userid: number
  UserName: string
  supplies: {
    supplyid: number
    supply_name: string
    short_name: string
    checked: boolean
  }[]
}

function SuppliesDialog({ buyer, onClose, onSaved }: { buyer: BuyerRow | null; onClose: () => void; onSaved: () => void }) {
  const api = useApi()
  const current = useLoad((a) => a.get<UserSupplies>(SYSMANAGE_PATHS.buyerSupplies, { query: { userId: buyer!.userid }, timestamp: true }), buyer ? String(buyer.userid) : null)
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const [filter, setFilter] = useState('')
  useEffect(() => setChosen(new Set(current.data?.supplies.filter((s) => s.checked).map((s) => s.supplyid))), [current.data])
  const shown = (current.data?.supplies ?? []).filter((s) => !filter || `${s.supplyid}${s.supply_name}${s.short_name}`.includes(filter))
  const toggle = (id: number, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const save = async () => {
    await api.post(SYSMANAGE_PATHS.saveBuyerSupplies, { userId: buyer!.userid, supplyids: [...chosen] }, { silent: true, successMessage: true })
    onSaved()
  }
  return (
    <FormDialog open={buyer !== null} title={`授权供应商：${buyer?.UserName ?? ''}`} onClose={onClose} onSubmit={save}>
      <div className={buttonRow}>
        <SearchInput onSearch={setFilter} placeholder="供应商编号或名称" aria-label="筛选供应商" />
        <Button onClick={() => setChosen(new Set([...chosen, ...shown.map((s) => s.supplyid)]))}>全选</Button>
        <Button onClick={() => setChosen(new Set([...chosen].filter((id) => !shown.some((s) => s.supplyid === id))))}>全不选</Button>
        <span className={muted}>已选 {chosen.size} 家</span>
      </div>
      <div className={panel}>
        {current.loading ? <p className={muted}>加载中…</p> : null}
        <div className={checkGrid} role="group" aria-label="供应商">
          {shown.map((s) => (
            <Checkbox key={s.supplyid} label={`${s.supplyid} ${s.supply_name}`} checked={chosen.has(s.supplyid)} onCheckedChange={(on) => toggle(s.supplyid, on)} />
          ))}
        </div>
      </div>
    </FormDialog>
  )
}

function SupplyAuthority({ pageSize }: { pageSize?: number }) {
  const emit = useEmit()
  const can = useCan(FN)
  const org = useOrgTree()
  const roles = useRoles()
  const { depts } = useMemo(() => orgOptions(org.data), [org.data])
  const [editing, setEditing] = useState<BuyerRow | null>(null)
  const actions = useRef({ edit: (_b: BuyerRow) => {}, canEdit: false })
  const columns = useMemo<Column<BuyerRow>[]>(
    () => [
      { key: 'usercode', title: '账号', width: 100, sortable: true },
      { key: 'UserName', title: '姓名', width: 90, sortable: true },
      { key: 'dept_name', title: '部门', width: 100 },
      { key: 'supplies', title: '负责的供应商', render: (b) => (b.supplies.length ? b.supplies.map((s) => s.supply_name).join('、') : <span className={muted}>未授权</span>) },
      actionsColumn<BuyerRow>(
        (b) =>
          actions.current.canEdit ? (
            <Button variant="text" aria-label={`授权供应商 ${b.UserName}`} onClick={() => actions.current.edit(b)}>
              授权供应商
            </Button>
          ) : null,
        { width: 100, align: 'center' },
      ),
    ],
    [],
  )
  const list = useListController<BuyerRow>({ path: SYSMANAGE_PATHS.buyers, columns, rowKey: 'userid', pageSize, defaultSort: { key: 'usercode', order: 'asc' } })
  actions.current = { edit: setEditing, canEdit: can('edit') }
  const f = list.filters
  return (
    <section className={screen} aria-label="供应商授权">
      <h2 className={heading}>供应商授权</h2>
      <SearchArea keyword={{ value: list.searchKey, placeholder: '账号或姓名' }} onSearch={list.search} onClear={list.clearAll}>
        <div className={filterItem}>
          部门
          <Select aria-label="部门" items={depts} value={(f.dept_id as string) || null} clearable placeholder="全部" onValueChange={(v) => list.setFilters((f) => ({ ...f, dept_id: v ?? '' }))} />
        </div>
        <div className={filterItem}>
          角色
          <Select aria-label="角色" items={roleOptions(roles.data).filter((r) => r.value !== 'supplier' && r.value !== 'customer')} value={(f.role as string) || null} clearable placeholder="全部" onValueChange={(v) => list.setFilters((f) => ({ ...f, role: v ?? '' }))} />
        </div>
      </SearchArea>
      <DataTable<BuyerRow>
        caption="员工及其负责的供应商"
        state={list.table}
        columns={list.table.columns}
        rowKey="userid"
        rows={list.rows}
        total={list.total}
        loading={list.loading}
      />
      <SuppliesDialog
        buyer={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          emit('scm-change', { entity: 'supply_authority', action: 'edit', id: editing?.userid })
          setEditing(null)
          list.reload()
        }}
      />
    </section>
  )
}

defineElement('scm-supply-authority', SupplyAuthority, {
  description: '供应商授权：为内部员工（采购员）勾选其负责的供应商',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '授权保存后，detail 为 {entity:"supply_authority", action:"edit", id}' },
})
