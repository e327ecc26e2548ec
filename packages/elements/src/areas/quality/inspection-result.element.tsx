import { useState } from 'react'
import { defineElement } from '../../runtime'
import { EntryDialog, heading, InProgressList, screen } from './inspection-screens'

// /QulManage/result 质量结果录入 — the inspections 检验中 waiting for a verdict: each opens the
// entry form with the lot's plan and the rule's verdict, judged there (改判 with a reason).
function InspectionResult({ pageSize }: { pageSize?: number }) {
  const [entry, setEntry] = useState<number | null>(null)
  const [version, setVersion] = useState(0)
  return (
    <section className={screen} aria-label="质量结果录入">
      <h2 className={heading}>待判定的检验单</h2>
      <InProgressList version={version} onOpen={setEntry} pageSize={pageSize} />
      {entry !== null ? <EntryDialog id={entry} onClose={() => (setEntry(null), setVersion((v) => v + 1))} /> : null}
    </section>
  )
}

defineElement('scm-inspection-result', InspectionResult, {
  description: '质量结果录入：检验中的检验单，录入结果并按规则判定合格或不合格，改判须填写原因',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或判定后触发，detail 为 {entity, action, id}' },
})
