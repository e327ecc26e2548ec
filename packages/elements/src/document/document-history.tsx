import { css } from 'styled-system/css'
import { EVENT_SIDES, type DocumentEvent, type DocumentStatus as Status } from '@scm/core'
import { DocumentStatus } from './document-status'
import { muted } from './styles'

const timeline = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '0' })
const entry = css({
  position: 'relative',
  display: 'grid',
  gap: '2px',
  pl: '18px',
  pb: '12px',
  minWidth: 0,
  borderLeft: '2px solid #e4e7ed',
  ml: '5px',
  '&:last-child': { borderLeftColor: 'transparent', pb: 0 },
  '&::before': {
    content: '""',
    position: 'absolute',
    left: '-7px',
    top: '3px',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    bg: 'white',
    border: '2px solid #409eff',
  },
})
const headline = css({ display: 'flex', flexWrap: 'wrap', gap: '4px 10px', alignItems: 'center' })
const action = css({ fontWeight: '600' })
const move = css({ display: 'inline-flex', flexWrap: 'wrap', gap: '4px', alignItems: 'center' })
const reason = css({ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

/** Who did what and when, oldest first: time, which side and who, action, line, from → to, what and why (Odoo's chatter). */
export function DocumentHistory({ statuses, history }: { statuses: readonly Status[]; history: DocumentEvent[] }) {
  if (!history.length) return <p className={muted}>暂无记录</p>
  return (
    <ol className={timeline} aria-label="操作记录">
      {history.map((e) => (
        <li key={e.id} className={entry} data-action={e.action}>
          <div className={headline}>
            <time className={muted} dateTime={e.created_at.replace(' ', 'T')}>
              {e.created_at}
            </time>
            <span>
              {EVENT_SIDES[e.side] && e.side !== 'staff' && e.side !== 'system' ? `${EVENT_SIDES[e.side]} ` : ''}
              {e.UserName || '系统'}
            </span>
            <span className={action}>{e.action}</span>
            {e.line_no ? <span data-field="line_no">第 {e.line_no} 行</span> : null}
            {e.from_status || e.to_status ? (
              <span className={move} aria-label={`${e.from_status || '（无）'} → ${e.to_status}`}>
                {e.from_status ? <DocumentStatus statuses={statuses} value={e.from_status} /> : null}
                {e.from_status ? <span aria-hidden="true">→</span> : null}
                <DocumentStatus statuses={statuses} value={e.to_status} />
              </span>
            ) : null}
          </div>
          {e.detail ? <p className={reason}>{e.detail}</p> : null}
          {e.reason ? <p className={reason}>原因：{e.reason}</p> : null}
        </li>
      ))}
    </ol>
  )
}
