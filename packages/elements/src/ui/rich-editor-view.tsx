import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { cx } from 'styled-system/css'
import { editorArea, editorFrame, editorToolbar, richContent, toolButton, TOOLS, type RichEditorProps } from './rich-editor'

// Tiptap (ProseMirror) inside the element's shadow root: ProseMirror finds the shadow root as its
// root once mounted and reads the selection from it (Chromium's ShadowRoot.getSelection). Tiptap's
// own CSS would be injected into document.head, where it cannot reach us, so it is off and the
// few rules ProseMirror needs are part of the classes below.

type Tool = (typeof TOOLS)[number][0]

const proseMirror = cx(editorArea, richContent)

function run(editor: Editor, tool: Tool) {
  const chain = editor.chain().focus()
  switch (tool) {
    case 'bold':
      return chain.toggleBold().run()
    case 'italic':
      return chain.toggleItalic().run()
    case 'underline':
      return chain.toggleUnderline().run()
    case 'strike':
      return chain.toggleStrike().run()
    case 'bulletList':
      return chain.toggleBulletList().run()
    case 'orderedList':
      return chain.toggleOrderedList().run()
    case 'blockquote':
      return chain.toggleBlockquote().run()
    case 'undo':
      return chain.undo().run()
    case 'redo':
      return chain.redo().run()
  }
}

export function RichEditorView({ initialHtml, onChange, label = '正文', invalid, describedBy }: RichEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false }, heading: { levels: [2, 3] } })],
    content: initialHtml,
    injectCSS: false,
    editorProps: {
      attributes: {
        class: proseMirror,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })
  // only the toolbar redraws on a transaction, and only when a button's state changes
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  })

  return (
    <div className={editorFrame} data-invalid={invalid || undefined}>
      <div className={editorToolbar} role="toolbar" aria-label={`${label}格式`}>
        {TOOLS.map(([tool, name, face]) => {
          const history = tool === 'undo' || tool === 'redo'
          return (
            <button
              key={tool}
              type="button"
              className={toolButton}
              aria-label={name}
              title={name}
              aria-pressed={history ? undefined : state[tool]}
              disabled={history && !state[tool]}
              // keep the selection in the editor while the button is pressed
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(editor, tool)}
            >
              {face}
            </button>
          )
        })}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
