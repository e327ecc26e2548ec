import { css } from 'styled-system/css'

// A status label in a colour that says how far along it is: grey = not started, blue = waiting on
// someone, green = done, red = refused or overdue, orange = needs a decision.

type Tone = 'grey' | 'blue' | 'green' | 'red' | 'orange'

const TONES: Record<string, Tone> = {
  草稿: 'grey',
  已作废: 'grey',
  已发布: 'blue',
  已查看: 'blue',
  待确认: 'blue',
  在途: 'blue',
  待检: 'blue',
  部分确认: 'orange',
  变更待审: 'orange',
  部分收货: 'orange',
  即将到期: 'orange',
  未生效: 'grey',
  交货中: 'blue',
  已确认: 'green',
  已完成: 'green',
  已收货: 'green',
  已检: 'green',
  免检: 'green',
  生效中: 'green',
  已发送: 'green',
  已存入发件箱: 'blue',
  已拒绝: 'red',
  已过期: 'red',
  发送失败: 'red',
  超期: 'red',
}

const tag = css({
  display: 'inline-block',
  px: '6px',
  lineHeight: '18px',
  borderRadius: '3px',
  fontSize: '12px',
  border: '1px solid',
  whiteSpace: 'nowrap',
  '&[data-tone=grey]': { color: '#5f6368', borderColor: '#d3d4d6', bg: '#f4f4f5' },
  '&[data-tone=blue]': { color: '#1a5bb0', borderColor: '#b3d2f5', bg: '#ecf5ff' },
  '&[data-tone=green]': { color: '#2b6e1f', borderColor: '#c2e7b0', bg: '#f0f9eb' },
  '&[data-tone=red]': { color: '#b02a2a', borderColor: '#fbc4c4', bg: '#fef0f0' },
  '&[data-tone=orange]': { color: '#8a5300', borderColor: '#f5dab1', bg: '#fdf6ec' },
})

export function StatusTag({ status }: { status: string }) {
  return (
    <span className={tag} data-tone={TONES[status] ?? 'grey'} data-status={status}>
      {status}
    </span>
  )
}
