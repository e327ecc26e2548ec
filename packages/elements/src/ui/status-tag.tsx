import { css } from 'styled-system/css'
import type { DocumentStatus, StatusTone } from '@scm/core'

// A status label coloured by what it means for the reader: done (success), waiting on someone
// (processing), needs a decision soon (warning), refused / failed / overdue (error), or not
// started / no longer in play (default). A status of a business definition takes the tone the
// definition declares (the caller's `tones`); the plain words below read the same everywhere; any
// other status reads as default.

export type { StatusTone }

/** Plain words several screens show without a definition of their own. */
const OTHER_TONES: Readonly<Record<string, StatusTone>> = {
  未生效: 'default',
  待确认: 'processing',
  已发布: 'processing',
  已存入发件箱: 'processing',
  审批中: 'processing',
  即将到期: 'warning',
  已锁定: 'warning',
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

/** The tone of a status: from its definition's values when given, else the plain words', else default. */
export const statusTone = (status: string, tones?: readonly DocumentStatus[]): StatusTone => tones?.find((s) => s.value === status)?.tone ?? OTHER_TONES[status] ?? 'default'

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
  /** The statuses of the definition the status belongs to (core's `{ value, tone }[]`, e.g. ORDER_STATUS_VALUES). */
  tones?: readonly DocumentStatus[]
  /** Text to show instead of the status (the tone still comes from `status`). */
  children?: string
}

/** The one status tag of every list. */
export function StatusTag({ status, tone, tones, children }: StatusTagProps) {
  return (
    <span className={tag} data-tone={tone ?? statusTone(status, tones)} data-status={status}>
      {children ?? status}
    </span>
  )
}
