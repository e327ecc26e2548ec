import { useState } from 'react'
import type { InspectionTaskRow } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { EntryDialog, heading, InProgressList, screen, StartDialog, TaskList } from './inspection-screens'

// /QulManage/check_infor_add 来料检验结果录入 — the inspection tasks (receipt lines waiting for
// inspection, several lots of one line possible): 检验 takes a lot, the server plans it (ISO
// 2859-1 sample size, Ac, Re on the supplier × material's severity) and the entry form opens:
// measured values, defects, the rule's verdict live, and the judgement.
function CheckInforAdd({ pageSize }: { pageSize?: number }) {
  const [task, setTask] = useState<InspectionTaskRow | null>(null)
  const [entry, setEntry] = useState<number | null>(null)
  const [version, setVersion] = useState(0)
  const changed = () => setVersion((v) => v + 1)
  return (
    <section className={screen} aria-label="来料检验结果录入">
      <h2 className={heading}>检验任务</h2>
      <TaskList version={version} onStart={setTask} pageSize={pageSize} />
      <h2 className={heading}>检验中</h2>
      <InProgressList version={version} onOpen={setEntry} pageSize={pageSize} />
      {task ? (
        <StartDialog
          task={task}
          onClose={() => setTask(null)}
          onStarted={(id) => {
            setTask(null)
            changed()
            setEntry(id)
          }}
        />
      ) : null}
      {entry !== null ? <EntryDialog id={entry} onClose={() => (setEntry(null), changed())} /> : null}
    </section>
  )
}

defineElement('scm-check-infor-add', CheckInforAdd, {
  description: '来料检验结果录入：待检收货行生成检验任务，按 GB/T 2828.1 计算样本量与 Ac/Re，录入实测值与缺陷，按规则判定或说明原因改判',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '开始检验、保存或判定后触发，detail 为 {entity, action, id}' },
})
