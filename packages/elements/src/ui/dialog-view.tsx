import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { dialog } from 'styled-system/recipes'
import type { DialogProps } from './dialog'

/**
 * The Ark half of Dialog (./dialog), fetched when a screen first draws a dialog.
 * Modal dialog. Spec §9: it does NOT close on a backdrop click; Esc and the × button close it.
 * Content is portalled into the element's shadow root, focus is trapped while open and returns
 * to the opener on close.
 */
export function DialogView({ open, onClose, title, children, footer, size = 'medium', role = 'dialog', initialFocus }: DialogProps) {
  const cls = dialog({ size })
  return (
    <ArkDialog.Root
      open={open}
      role={role}
      closeOnInteractOutside={false}
      closeOnEscape
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocus}
      onOpenChange={(d) => {
        if (!d.open) onClose()
      }}
    >
      <Portal>
        <ArkDialog.Backdrop className={cls.backdrop} />
        <ArkDialog.Positioner className={cls.positioner}>
          <ArkDialog.Content className={cls.content}>
            <div className={cls.header}>
              <ArkDialog.Title className={cls.title}>{title}</ArkDialog.Title>
            </div>
            <div className={cls.body}>{children}</div>
            {footer ? <div className={cls.footer}>{footer}</div> : null}
            {/* last in focus order (first focus goes to the form), drawn in the top-right corner */}
            <ArkDialog.CloseTrigger className={cls.closeTrigger} aria-label="关闭">
              ×
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
