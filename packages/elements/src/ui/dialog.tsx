import type { ReactNode } from 'react'
import { lazyPart } from './lazy-part'

export interface DialogProps {
  open: boolean
  /** Called when Esc or the close button asks to close; the parent decides by updating `open`. */
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  /** Buttons at the bottom (确定 / 取消 …). */
  footer?: ReactNode
  size?: 'small' | 'medium' | 'large'
  role?: 'dialog' | 'alertdialog'
  /** Element to focus on open (defaults to the first focusable element). */
  initialFocus?: () => HTMLElement | null
}

/**
 * Modal dialog (Ark Dialog, ./dialog-view). Spec §9: it does NOT close on a backdrop click; Esc and
 * the × button close it. Content is portalled into the element's shadow root, focus is trapped
 * while open and returns to the opener on close. A closed dialog draws nothing, so its focus trap
 * and dismiss machinery are fetched after the screen's first paint, when the first dialog mounts.
 */
export const Dialog = lazyPart<DialogProps>(
  'Dialog',
  () => import('./dialog-view').then((m) => m.DialogView),
  () => null,
)
