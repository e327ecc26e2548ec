import { useMemo, useRef, useState } from 'react'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { confirm, ConfirmHost } from '../../ui/confirm'
import { DataTable, editDeleteColumn, type Column } from '../../ui/data-table'
import { Select } from '../../ui/select'
import { Tabs } from '../../ui/tabs'
import { SearchArea } from '../../ui/search-area'
import { StatusTag } from '../../ui/status-tag'
import { filterItem, heading, screen } from '../../ui/layout'
import { useListController } from '../../list'
import { useCan, useGrantedButtons } from '../../resource/grants'
import { FlowForm } from './wf/flow-form'
import { MyApprovals } from './wf/my-approvals'
import { type Flow, modeText, RECORD_TYPES, recordTypeText, SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/wf 审批流程: flow definitions (ordered steps, approvers by user, station or role,
// any-one or all-must-agree) used by work instructions, price reviews and claims; and the
// caller's own approval tasks.

const FN = 'sysmanage_wf'
const ENABLED_ITEMS = [
  { value: '1', label: '启用' },
  { value: '0', label: '停用' },
]

function stepsText(flow: Flow): string {
  return flow.steps.map((s) => `${s.step_no}. ${s.step_name}（${s.approver_names}，${modeText(s.mode)}）`).join(' → ')
}

function FlowDefinitions({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const [editing, setEditing] = useState<{ flow: Flow | null } | null>(null)
  const actions = useRef({ edit: (_f: Flow) => {}, remove: (_f: Flow) => {}, canEdit: false, canDelete: false })
  const columns = useMemo<Column<Flow>[]>(
    () => [
      { key: 'flow_code', title: '流程编码', width: 120, sortable: true },
      { key: 'flow_name', title: '流程名称', width: 140, sortable: true },
      { key: 'record_type', title: '单据类型', width: 110, render: (f) => recordTypeText(f.record_type) },
      { key: 'steps', title: '审批步骤', render: stepsText },
      {
        key: 'enabled',
        title: '状态',
        width: 60,
        align: 'center',
        render: (f) => <StatusTag status={f.enabled ? '启用' : '停用'} />,
      },
      { key: 'updated_at', title: '修改时间', width: 150, hidden: true },
      editDeleteColumn(actions, (f) => f.flow_name, { width: 100, align: 'center' }),
    ],
    [],
  )
  const list = useListController<Flow>({ path: SYSMANAGE_PATHS.flows, columns, rowKey: 'id', pageSize })
  const remove = async (f: Flow) => {
    if (!(await confirm(`确定删除审批流程“${f.flow_name}”吗？`, { title: '删除确认', danger: true }))) return
    try {
      await api.post(SYSMANAGE_PATHS.delFlow, undefined, { query: { id: f.id }, successMessage: true })
      emit('scm-change', { entity: 'wf_flow', action: 'delete', id: f.id })
      list.reload()
    } catch {
      // the client showed why (a flow already used is disabled instead)
    }
  }
  actions.current = { edit: (f) => setEditing({ flow: f }), remove: (f) => void remove(f), canEdit: can('edit'), canDelete: can('delete') }
  const f = list.filters
  return (
    <>
      <SearchArea
        keyword={{ value: list.searchKey, placeholder: '流程编码或名称' }}
        onSearch={list.search}
        onClear={list.clearAll}
        actions={
          can('add') ? (
            <Button variant="primary" onClick={() => setEditing({ flow: null })}>
              新增
            </Button>
          ) : null
        }
      >
        <div className={filterItem}>
          单据类型
          <Select aria-label="单据类型" items={RECORD_TYPES} value={(f.record_type as string) || null} clearable placeholder="全部" onValueChange={(v) => list.setFilters((f) => ({ ...f, record_type: v ?? '' }))} />
        </div>
        <div className={filterItem}>
          状态
          <Select aria-label="状态" items={ENABLED_ITEMS} value={(f.enabled as string) || null} clearable placeholder="全部" onValueChange={(v) => list.setFilters((f) => ({ ...f, enabled: v ?? '' }))} />
        </div>
      </SearchArea>
      <DataTable<Flow> caption="审批流程列表" state={list.table} columns={list.table.columns} rowKey="id" rows={list.rows} total={list.total} loading={list.loading} />
      <FlowForm
        open={editing !== null}
        flow={editing?.flow ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          emit('scm-change', { entity: 'wf_flow', action: editing?.flow ? 'edit' : 'add', id: saved.id })
          setEditing(null)
          list.reload()
        }}
      />
      <ConfirmHost />
    </>
  )
}

function Wf({ pageSize }: { pageSize?: number }) {
  const granted = useGrantedButtons(useApi(), FN)
  return (
    <section className={screen} aria-label="审批流程">
      <h2 className={heading}>审批流程</h2>
      {/* flow editors start on the definitions; every other staff member (read only) comes for his approvals */}
      {granted === null ? null : (
        <Tabs
          aria-label="审批流程"
          defaultValue={granted.has('edit') || granted.has('add') ? 'flows' : 'mine'}
          items={[
            { value: 'flows', label: '流程定义', content: <FlowDefinitions pageSize={pageSize} /> },
            { value: 'mine', label: '我的审批', content: <MyApprovals /> },
          ]}
        />
      )}
    </section>
  )
}

defineElement('scm-wf', Wf, {
  description: '审批流程：定义流程（按顺序的审批步骤，审批人可按人员、岗位或角色，任一人同意或全部同意），处理我的审批待办',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '流程保存/删除或审批处理后，detail 为 {entity:"wf_flow"|"wf", action, id}' },
})
