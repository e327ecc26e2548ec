import { useMemo, useRef, useState } from 'react'
import { Button } from '../../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../../ui/data-table'
import { Tabs } from '../../../ui/tabs'
import { useListController } from '../../../list'
import { ApprovalDialog } from './approval-dialog'
import { recordTypeText, SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// The caller's approval work: pending tasks (待审批) and the ones already decided.

interface TaskRow {
  task_id: number
  instance_id: number
  flow_name: string
  record_type: string
  record_id: string
  title: string
  step_no: number
  step_name: string
  starter_name: string
  started_at: string
  created_at: string
  status?: string
  opinion?: string
  acted_at?: string
  instance_status?: string
}

function TaskList({ path, done, open }: { path: string; done: boolean; open: (id: number) => void }) {
  const opener = useRef(open)
  opener.current = open
  const columns = useMemo<Column<TaskRow>[]>(
    () => [
      { key: 'flow_name', title: '流程', width: 120 },
      { key: 'record_type', title: '单据类型', width: 100, render: (t) => recordTypeText(t.record_type) },
      { key: 'title', title: '单据', render: (t) => t.title || t.record_id },
      { key: 'step_name', title: '步骤', width: 110 },
      { key: 'starter_name', title: '发起人', width: 80 },
      ...(done
        ? ([
            { key: 'status', title: '我的处理', width: 80 },
            { key: 'opinion', title: '意见' },
            { key: 'acted_at', title: '处理时间', width: 150 },
            { key: 'instance_status', title: '流程状态', width: 80 },
          ] as Column<TaskRow>[])
        : [{ key: 'created_at', title: '到达时间', width: 150 } as Column<TaskRow>]),
      actionsColumn<TaskRow>(
        (t) => (
          <Button variant="text" aria-label={`${done ? '查看' : '审批'} ${t.title || t.record_id}`} onClick={() => opener.current(t.instance_id)}>
            {done ? '查看' : '审批'}
          </Button>
        ),
        { width: 70, align: 'center' },
      ),
    ],
    [done],
  )
  const list = useListController<TaskRow>({ path, columns, rowKey: 'task_id' })
  return <DataTable<TaskRow> caption={done ? '我已处理的审批' : '待我审批'} state={list.table} columns={list.table.columns} rowKey="task_id" rows={list.rows} total={list.total} loading={list.loading} />
}

export function MyApprovals() {
  const [instanceId, setInstanceId] = useState<number | null>(null)
  const [version, setVersion] = useState(0)
  return (
    <>
      <Tabs
        aria-label="我的审批"
        items={[
          { value: 'todo', label: '待我审批', content: <TaskList key={version} path={SYSMANAGE_PATHS.todoApprovals} done={false} open={setInstanceId} /> },
          { value: 'done', label: '我已处理', content: <TaskList key={version} path={SYSMANAGE_PATHS.doneApprovals} done open={setInstanceId} /> },
        ]}
      />
      <ApprovalDialog
        instanceId={instanceId}
        onClose={() => setInstanceId(null)}
        onDecided={() => {
          setInstanceId(null)
          setVersion((v) => v + 1)
        }}
      />
    </>
  )
}
