import { useEffect, useId, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { dialog } from 'styled-system/recipes'
import type { DialogProps } from './dialog'

// The platform's <dialog> in the top layer: showModal() keeps focus inside and the page behind
// inert, Esc asks to close (never a backdrop click). Same props, look and roles as the Ark half.
const native = css({ p: 0, border: 'none', m: '8vh auto auto', maxHeight: '84vh', '&::backdrop': { bg: 'rgba(0, 0, 0, 0.45)' } })

/**
 * Dialog's view in the single-file (IIFE) widgets, which carry everything they draw: the browser's
 * modal <dialog> instead of Ark's dialog machine, focus trap and dismiss layers (≈ 11 KiB gz), so a
 * supplier's page loading one file stays within its budget. The module build keeps ./dialog-view.
 */
export function DialogView({ open, onClose, title, children, footer, size = 'medium', role = 'dialog', initialFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const box = ref.current
    if (!open || !box) return
    const root = box.getRootNode() as Document | ShadowRoot
    const opener = root.activeElement as HTMLElement | null
    box.showModal()
    initialFocus?.()?.focus()
    return () => {
      box.close()
      opener?.focus()
    }
  }, [open, initialFocus])
  if (!open) return null
  const cls = dialog({ size })
  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      data-state="open"
      className={cx(cls.content, native)}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className={cls.header}>
        <h2 id={titleId} className={cls.title}>
          {title}
        </h2>
      </div>
      <div className={cls.body}>{children}</div>
      {footer ? <div className={cls.footer}>{footer}</div> : null}
      <button type="button" className={cls.closeTrigger} aria-label="关闭" onClick={onClose}>
        ×
      </button>
    </dialog>
  )
}
