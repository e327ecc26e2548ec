import { css } from 'styled-system/css'
import { BATCH_STATUS_VALUES, ORDER_STATUS_VALUES, RECEIPT_STATUS_VALUES } from '@scm/core/business'
import type { StatusTone } from '@scm/core'

// A status label coloured by what it means for the reader: done (success), waiting on someone
// (processing), needs a decision soon (warning), refused / failed / overdue (error), or not
// started / no longer in play (default). Statuses not listed read as default.

export type { StatusTone }

/** Documents' statuses take the tone their definition declares (core's status values); these are the rest. */
const OTHER_TONES: Readonly<Record<string, StatusTone>> = {
  未生效: 'default',
  待确认: 'processing',
  待检: 'processing',
  已存入发件箱: 'processing',
  审批中: 'processing',
  变更待审: 'warning',
  即将到期: 'warning',
  已锁定: 'warning',
  已检: 'success',
  免检: 'success',
  生效中: 'success',
  已发送: 'success',
  正常: 'success',
  启用: 'success',
  在线: 'success',
  当前会话: 'success',
  已通过: 'success',
  已过期: 'error',
  发送失败: 'error',
  超期: 'error',
  停用: 'error',
  已停用: 'error',
  已禁止登录: 'error',
}

/** The tone of every status the lists show (documents, lines, contracts, mail, users…). */
export const STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  ...OTHER_TONES,
  ...Object.fromEntries([ORDER_STATUS_VALUES, BATCH_STATUS_VALUES, RECEIPT_STATUS_VALUES].flatMap((values) => values.map((s) => [s.value, s.tone]))),
}

export const statusTone = (status: string): StatusTone => STATUS_TONES[status] ?? 'default'

const tag = css({
  display: 'inline-block',
  maxW: '100%',
  px: '6px',
  lineHeight: '18px',
  borderRadius: '3px',
  fontSize: '12px',
  border: '1px solid',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
  '&[data-tone=default]': {
    color: '#5f6368',
    borderColor: '#d3d4d6',
    bg: '#f4f4f5',
  },
  '&[data-tone=processing]': {
    color: '#1a5bb0',
    borderColor: '#b3d2f5',
    bg: '#ecf5ff',
  },
  '&[data-tone=success]': {
    color: '#2b6e1f',
    borderColor: '#c2e7b0',
    bg: '#f0f9eb',
  },
  '&[data-tone=error]': {
    color: '#b02a2a',
    borderColor: '#fbc4c4',
    bg: '#fef0f0',
  },
  '&[data-tone=warning]': {
    color: '#8a5300',
    borderColor: '#f5dab1',
    bg: '#fdf6ec',
  },
})

export interface StatusTagProps {
  status: string
  /** The tone when the status text alone does not say it (e.g. 已禁止登录 of a user). */
  tone?: StatusTone
  /** Text to show instead of the status (the tone still comes from `status`). */
  children?: string
}

/** The one status tag of every list. */
export function StatusTag({ status, tone, children }: StatusTagProps) {
  return (
    <span className={tag} data-tone={tone ?? statusTone(status)} data-status={status}>
      {children ?? status}
    </span>
  )
}
