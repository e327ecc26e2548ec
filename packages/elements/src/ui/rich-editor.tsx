import { css } from 'styled-system/css'
import { lazyPart } from './lazy-part'

// The rich-text body editor (mail, bulletins). Tiptap + ProseMirror are large, so they live in
// ./rich-editor-view and are fetched only when a form draws the editor; until then a same-sized,
// inert frame shows.

export interface RichEditorProps {
  /** HTML the editor starts from (read once; remount with a `key` to load another). */
  initialHtml: string
  /** The body as HTML, '' when empty. */
  onChange: (html: string) => void
  label?: string
  invalid?: boolean
  /** id of the error text under the editor. */
  describedBy?: string
}

/** Rich HTML (editor and reading view, ./html-body): Panda's preflight resets lists and quotes. */
export const richContent = css({
  wordBreak: 'break-word',
  '& p': { m: '0 0 6px' },
  '& ul': { listStyle: 'disc', pl: '22px', m: '0 0 6px' },
  '& ol': { listStyle: 'decimal', pl: '22px', m: '0 0 6px' },
  '& blockquote': { borderLeft: '3px solid var(--scm-color-border, #c8ccd4)', pl: '10px', m: '6px 0', color: 'var(--scm-color-text-regular, #606266)' },
  '& h2': { fontSize: '16px', fontWeight: '600', m: '8px 0 6px' },
  '& h3': { fontSize: '14px', fontWeight: '600', m: '8px 0 6px' },
  '& strong, & b': { fontWeight: '700' },
  '& em, & i': { fontStyle: 'italic' },
  '& u': { textDecoration: 'underline' },
  '& s': { textDecoration: 'line-through' },
  '& a': { color: 'var(--scm-color-primary, #2f6fce)', textDecoration: 'underline' },
  '& table': { borderCollapse: 'collapse' },
  '& td, & th': { border: '1px solid var(--scm-color-border-light, #ebeef5)', px: '6px', py: '2px' },
})

export const editorFrame = css({
  border: '1px solid var(--scm-color-border, #c8ccd4)',
  borderRadius: '4px',
  bg: 'var(--scm-color-bg, #ffffff)',
  _focusWithin: { borderColor: 'var(--scm-color-primary, #2f6fce)' },
  '&[data-invalid]': { borderColor: 'var(--scm-color-danger, #b83232)' },
})
export const editorToolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '2px', p: '4px', borderBottom: '1px solid var(--scm-color-border-light, #ebeef5)' })
export const toolButton = css({
  minW: '28px',
  h: '26px',
  px: '6px',
  fontSize: '12px',
  border: '1px solid transparent',
  borderRadius: '3px',
  bg: 'transparent',
  cursor: 'pointer',
  color: 'inherit',
  _hover: { bg: 'var(--scm-color-bg-subtle, #f5f7fa)' },
  '&[aria-pressed="true"]': { bg: 'var(--scm-color-primary-light, #ecf5ff)', borderColor: 'var(--scm-color-primary, #2f6fce)' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
})
// white-space and outline: what Tiptap's own (document-level) stylesheet would set
export const editorArea = css({ minH: '240px', maxH: '60vh', overflowY: 'auto', p: '8px 10px', fontSize: '13px', lineHeight: '1.6', whiteSpace: 'pre-wrap', wordWrap: 'break-word', outline: 'none', _focusVisible: { outline: 'none' } })

/** The toolbar's buttons, in order: [command key, 中文 name, face]. */
export const TOOLS = [
  ['bold', '加粗', 'B'],
  ['italic', '斜体', 'I'],
  ['underline', '下划线', 'U'],
  ['strike', '删除线', 'S'],
  ['bulletList', '无序列表', '•'],
  ['orderedList', '有序列表', '1.'],
  ['blockquote', '引用', '❝'],
  ['undo', '撤销', '↶'],
  ['redo', '重做', '↷'],
] as const

export const RichEditor = lazyPart<RichEditorProps>(
  'RichEditor',
  () => import('./rich-editor-view').then((m) => m.RichEditorView),
  ({ label = '正文' }) => (
    <div className={editorFrame} aria-busy="true">
      <div className={editorToolbar} role="toolbar" aria-label={`${label}格式`}>
        {TOOLS.map(([key, name, face]) => (
          <button key={key} type="button" className={toolButton} aria-label={name} disabled>
            {face}
          </button>
        ))}
      </div>
      <div className={editorArea}>加载编辑器…</div>
    </div>
  ),
)
