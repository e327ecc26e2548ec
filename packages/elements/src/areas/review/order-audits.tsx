import { useState } from 'react'
import { AUDIT_RESULTS, REVIEW_PATHS } from '@scm/core/review'
import { useCan } from '../../resource/grants'
import { Button } from '../../ui/button'
import { formActions, muted, nativeSelect, panel, smallTable, subheading } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { Textarea } from '../../ui/textarea'
import { Cut, DETAIL_FN, bar, scroll, type ReviewRecord, type Row } from './review-shared'

// The review detail's 部门评审 tab: the departments' audits, and the caller's department's own.

export function Audits({ order, rows, doc, locked }: { order: Row; rows: Row[]; doc: ReviewRecord; locked: boolean }) {
  const can = useCan(DETAIL_FN)
  const [result, setResult] = useState<string>('同意')
  const [opinion, setOpinion] = useState('')
  const [dept, setDept] = useState<string>(rows.length === 1 ? String(rows[0]!.dept_id) : '')
  const submit = async () => {
    if (await doc.post('audit', REVIEW_PATHS.saveAudit, { order_id: order.id, result, opinion, ...(dept ? { dept_id: Number(dept) } : {}) })) setOpinion('')
  }
  return (
    <div>
      <div className={scroll}>
        <table className={smallTable} aria-label="部门评审结果">
          <thead>
            <tr>
              <th>部门</th>
              <th>结果</th>
              <th>意见</th>
              <th>评审人</th>
              <th>时间</th>
            </tr>
          </thead>
          <tbody>
            {rows.length ? (
              rows.map((a) => (
                <tr key={a.id}>
                  <td>{a.dept_name}</td>
                  <td>{a.result ? <StatusTag status={a.result} tone={a.result === '同意' ? 'success' : 'error'} /> : <StatusTag status="待评审" tone="processing" />}</td>
                  <td>
                    <Cut text={a.opinion} />
                  </td>
                  <td>{a.user_name}</td>
                  <td>{a.audited_at ?? ''}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={5} className={muted}>
                  评审尚未开始（保存评审意见或BOM后开始）
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {can('edit') && !locked ? (
        <div className={panel} aria-label="提交评审意见">
          <p className={subheading}>本部门评审</p>
          <div className={bar}>
            {rows.length > 1 ? (
              <select className={nativeSelect} aria-label="评审部门" value={dept} onChange={(e) => setDept(e.target.value)}>
                <option value="">本人部门</option>
                {rows.map((a) => (
                  <option key={a.dept_id} value={a.dept_id}>
                    {a.dept_name}
                  </option>
                ))}
              </select>
            ) : null}
            <select className={nativeSelect} aria-label="评审结果" value={result} onChange={(e) => setResult(e.target.value)}>
              {AUDIT_RESULTS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <Textarea aria-label="评审意见" placeholder="评审意见（不同意时必填）" value={opinion} maxLength={500} onValueChange={setOpinion} />
          <div className={formActions}>
            <Button variant="primary" onClick={() => void submit()}>
              提交评审
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
