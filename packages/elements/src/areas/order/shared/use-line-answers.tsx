import { useState, type ReactNode } from 'react'
import { useApi, useEmit } from '../../../runtime'
import { useCan } from '../../../resource/grants'
import { Button } from '../../../ui/button'
import { confirm } from '../../../ui/confirm'
import { ProposalDialog, ReasonDialog, type Proposal } from './reason-dialog'
import { rowActions } from '../../../ui/layout'
import type { OrderDetail, OrderLine } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// Line-by-line confirmation (/order/supplyConfirm): the supplier accepts, rejects with a reason or
// proposes another quantity/date with a reason; the buyer approves or refuses each proposal. Every
// answer returns the whole order, so status, lines and history on screen are the server's.

/** Orders whose open lines a supplier may still answer. */
const ANSWERABLE = new Set(['已发布', '已查看', '部分确认', '交货中'])

export type ConfirmSide = 'supplier' | 'buyer' | null

export interface LineAnswers {
  lineActions: (line: OrderLine) => ReactNode
  /** Accepts every 待确认 line at once (supplier). */
  confirmAll: () => Promise<void>
  canConfirmAll: boolean
  /** The reason / proposal dialogs; render once in the screen. */
  dialogs: ReactNode
}

export function useLineAnswers(order: OrderDetail | null, onChange: (order: OrderDetail) => void, side: ConfirmSide): LineAnswers {
  const api = useApi()
  const emit = useEmit()
  const [rejecting, setRejecting] = useState<OrderLine | null>(null)
  const [proposing, setProposing] = useState<OrderLine | null>(null)
  const [refusing, setRefusing] = useState<OrderLine | null>(null)
  const [busyLine, setBusyLine] = useState<number | null>(null)
  // the grants the server checks: answers = order_supplyConfirm edit; review = audit on either screen
  const canConfirm = useCan('order_supplyConfirm')
  const canPublish = useCan('order_publish')
  const mayAnswer = canConfirm('edit')
  const mayReview = canConfirm('audit') || canPublish('audit')

  const send = async (path: string, body: Record<string, unknown>): Promise<boolean> => {
    try {
      const next = await api.post<OrderDetail>(path, body, { successMessage: true })
      onChange(next)
      emit('scm-change', { entity: 'order', action: 'confirm', id: next.id, status: next.status })
      return true
    } catch {
      return false
    }
  }
  const lineCall = async (line: OrderLine, path: string, body: Record<string, unknown>) => {
    setBusyLine(line.id)
    try {
      return await send(path, body)
    } finally {
      setBusyLine(null)
    }
  }

  const answerable = !!order && ANSWERABLE.has(order.status)
  const lineActions = (line: OrderLine): ReactNode => {
    const busy = busyLine === line.id
    if (side === 'supplier' && mayAnswer && answerable && line.line_status === '待确认') {
      return (
        <span className={rowActions}>
          <Button variant="text" loading={busy} aria-label={`接受第 ${line.line_no} 行`} onClick={() => void lineCall(line, ORDER_PATHS.confirmLine, { line_id: line.id, action: 'accept' })}>
            接受
          </Button>
          <Button variant="text" aria-label={`变更第 ${line.line_no} 行`} onClick={() => setProposing(line)}>
            变更
          </Button>
          <Button variant="text" aria-label={`拒绝第 ${line.line_no} 行`} onClick={() => setRejecting(line)}>
            拒绝
          </Button>
        </span>
      )
    }
    if (side === 'buyer' && mayReview && line.line_status === '变更待审') {
      return (
        <span className={rowActions}>
          <Button
            variant="text"
            loading={busy}
            aria-label={`同意第 ${line.line_no} 行变更`}
            onClick={async () => {
              if (await confirm(`同意第 ${line.line_no} 行的变更吗？`, { title: '同意变更' })) await lineCall(line, ORDER_PATHS.reviewProposal, { line_id: line.id, approve: true })
            }}
          >
            同意变更
          </Button>
          <Button variant="text" aria-label={`驳回第 ${line.line_no} 行变更`} onClick={() => setRefusing(line)}>
            驳回变更
          </Button>
        </span>
      )
    }
    return null
  }

  const canConfirmAll = side === 'supplier' && mayAnswer && answerable && !!order?.lines.some((line) => line.line_status === '待确认')
  const confirmAll = async () => {
    if (!order || !canConfirmAll) return
    if (await confirm(`确认接受订单 ${order.order_no} 的全部待确认行吗？`, { title: '全部接受' })) await send(ORDER_PATHS.confirmAll, { id: order.id })
  }

  const dialogs = (
    <>
      <ReasonDialog
        open={!!rejecting}
        title={rejecting ? `拒绝第 ${rejecting.line_no} 行 ${rejecting.mtr_name}` : '拒绝'}
        reasonLabel="拒绝原因"
        okText="确定拒绝"
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => lineCall(rejecting!, ORDER_PATHS.confirmLine, { line_id: rejecting!.id, action: 'reject', reason })}
      />
      <ProposalDialog
        open={!!proposing}
        line={proposing}
        onClose={() => setProposing(null)}
        onSubmit={(p: Proposal) =>
          lineCall(proposing!, ORDER_PATHS.confirmLine, {
            line_id: proposing!.id,
            action: 'propose',
            reason: p.reason,
            ...(p.qty !== null ? { qty: p.qty } : {}),
            ...(p.date ? { date: p.date } : {}),
          })
        }
      />
      <ReasonDialog
        open={!!refusing}
        title={refusing ? `驳回第 ${refusing.line_no} 行变更` : '驳回变更'}
        reasonLabel="驳回原因"
        okText="确定驳回"
        onClose={() => setRefusing(null)}
        onSubmit={(reason) => lineCall(refusing!, ORDER_PATHS.reviewProposal, { line_id: refusing!.id, approve: false, reason })}
      />
    </>
  )
  return { lineActions, confirmAll, canConfirmAll, dialogs }
}
