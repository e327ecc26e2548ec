import { useEffect, useState } from 'react'
import { useApi, useEmit } from '../../../runtime'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { FormField } from '../../../ui/form-field'
import { Textarea } from '../../../ui/textarea'
import { danger, facts, smallTable, denseSubheading } from '../../../ui/layout'
import { useLoad } from '../../../list/use-load'
import { type FlowStep, modeText, recordTypeText, SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// Where one record stands in its flow (steps, each approver's decision and opinion), and for a
// pending approver 同意 / 驳回 with an opinion (a rejection needs one).

interface FlowStatus {
  instance_id: number
  flow_name: string
  record_type: string
  record_id: string
  title: string
  status: string
  current_step: number | null
  starter_name: string
  started_at: string
  finished_at: string
  steps: (FlowStep & { status: string })[]
  tasks: { id: number; step_no: number; UserName: string; status: string; opinion: string; acted_at: string }[]
  can_approve: boolean
  can_withdraw: boolean
}

/** The call of each decision on an approval. */
const DECISION_PATHS = { Approve: SYSMANAGE_PATHS.approve, Reject: SYSMANAGE_PATHS.reject, Withdraw: SYSMANAGE_PATHS.withdraw } as const

export interface ApprovalDialogProps {
  instanceId: number | null
  onClose: () => void
  onDecided: () => void
}

export function ApprovalDialog({ instanceId, onClose, onDecided }: ApprovalDialogProps) {
  const api = useApi()
  const emit = useEmit()
  const status = useLoad((a) => a.get<FlowStatus | null>(SYSMANAGE_PATHS.flowStatus, { query: { instanceId }, timestamp: true }), instanceId ? String(instanceId) : null)
  const [opinion, setOpinion] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    setOpinion('')
    setError(null)
  }, [instanceId])
  const s = status.data

  const decide = async (action: 'Approve' | 'Reject' | 'Withdraw') => {
    if (action === 'Reject' && !opinion.trim()) return setError('请填写驳回意见')
    setBusy(true)
    try {
      const body = action === 'Withdraw' ? { instanceId } : { instanceId, opinion: opinion.trim() }
      await api.post(DECISION_PATHS[action], body, { successMessage: true })
      emit('scm-change', { entity: 'wf', action: action.toLowerCase(), id: instanceId })
      onDecided()
    } catch {
      status.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={instanceId !== null}
      onClose={onClose}
      title={s ? `${s.flow_name}：${s.title || s.record_id}` : '审批详情'}
      size="large"
      footer={
        <>
          {s?.can_withdraw ? (
            <Button onClick={() => void decide('Withdraw')} loading={busy}>
              撤回
            </Button>
          ) : null}
          {s?.can_approve ? (
            <>
              <Button variant="danger" onClick={() => void decide('Reject')} loading={busy}>
                驳回
              </Button>
              <Button variant="primary" onClick={() => void decide('Approve')} loading={busy}>
                同意
              </Button>
            </>
          ) : null}
          <Button onClick={onClose}>关闭</Button>
        </>
      }
    >
      {s ? (
        <>
          <dl className={facts}>
            <dt>单据</dt>
            <dd>
              {recordTypeText(s.record_type)} {s.record_id}
            </dd>
            <dt>状态</dt>
            <dd>{s.status}</dd>
            <dt>发起人</dt>
            <dd>{s.starter_name}</dd>
            <dt>发起时间</dt>
            <dd>{s.started_at}</dd>
          </dl>
          <h3 className={denseSubheading}>审批步骤</h3>
          <table className={smallTable} aria-label="审批步骤">
            <thead>
              <tr>
                <th scope="col">步骤</th>
                <th scope="col">审批人</th>
                <th scope="col">方式</th>
                <th scope="col">状态</th>
                <th scope="col">审批记录</th>
              </tr>
            </thead>
            <tbody>
              {s.steps.map((step) => (
                <tr key={step.step_no}>
                  <td>
                    {step.step_no}. {step.step_name}
                  </td>
                  <td>{step.approver_names}</td>
                  <td>{modeText(step.mode)}</td>
                  <td>{step.status}</td>
                  <td>
                    {s.tasks
                      .filter((t) => t.step_no === step.step_no && t.status !== '待审批')
                      .map((t) => `${t.UserName} ${t.status}${t.opinion ? `：${t.opinion}` : ''} ${t.acted_at}`)
                      .join('；')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {s.can_approve ? (
            <FormField label="审批意见" error={error}>
              <Textarea value={opinion} onValueChange={setOpinion} />
            </FormField>
          ) : null}
          {error && !s.can_approve ? <p className={danger}>{error}</p> : null}
        </>
      ) : (
        <p>{status.loading ? '加载中…' : '没有审批记录'}</p>
      )}
    </Dialog>
  )
}
