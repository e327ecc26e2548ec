import { css } from 'styled-system/css'

// What stands in for a part whose code could not be fetched (network gone, a new deployment):
// a Chinese message and 重试, never a blank panel. The autoloader draws the same for a whole
// element (src/autoload.ts, without React).

export const CHUNK_FAILED_TEXT = '加载失败，请检查网络后重试'

// classes made on first use: this file is imported by lazy-part, which loads before the
// generated css helper in some bundles
const classes = () => ({
  box: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    fontSize: '12px',
    color: 'var(--scm-color-danger, #b83232)',
  }),
  retry: css({
    h: '24px',
    px: '8px',
    fontSize: '12px',
    border: '1px solid var(--scm-color-border, #c8ccd4)',
    borderRadius: '4px',
    bg: 'var(--scm-color-bg, #ffffff)',
    color: 'var(--scm-color-text, #303133)',
    cursor: 'pointer',
  }),
})

export function ChunkFailed({ onRetry, text = CHUNK_FAILED_TEXT }: { onRetry: () => void; text?: string }) {
  const cls = classes()
  return (
    <span className={cls.box} role="alert">
      {text}
      <button type="button" className={cls.retry} onClick={onRetry}>
        重试
      </button>
    </span>
  )
}
