import { useEnvironmentContext } from '@ark-ui/react/environment'
import { useEffect, useRef, useState } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export interface ConfirmOptions {
  title?: string
  okText?: string
  cancelText?: string
  /** A destructive action (删除): the 确定 button turns red. */
  danger?: boolean
}

interface Request extends Required<Omit<ConfirmOptions, 'danger'>> {
  text: string
  danger: boolean
  resolve: (ok: boolean) => void
}

interface Host {
  show: (request: Request) => void
  rootNode: () => Node
}

// Mounted ConfirmHosts, newest last. An element renders its own host inside its shadow root so the
// box is styled and inside the element; with several elements the one holding focus answers.
const hosts: Host[] = []

function deepActiveElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

function pickHost(): Host | undefined {
  const focusRoot = deepActiveElement()?.getRootNode()
  return hosts.find((h) => h.rootNode() === focusRoot) ?? hosts[hosts.length - 1]
}

/**
 * Asks a yes/no question in a modal box (确定 / 取消). Resolves true on 确定, false on 取消, Esc or ×.
 * Needs a <ConfirmHost /> rendered in the element (the runtime or the screen renders one).
 */
export function confirm(text: string, options: ConfirmOptions = {}): Promise<boolean> {
  const host = pickHost()
  if (!host) return Promise.reject(new Error('confirm() 需要先渲染 <ConfirmHost />'))
  return new Promise<boolean>((resolve) =>
    host.show({
      text,
      title: options.title ?? '提示',
      okText: options.okText ?? '确定',
      cancelText: options.cancelText ?? '取消',
      danger: options.danger ?? false,
      resolve,
    }),
  )
}

/** Renders pending confirm() questions one after another. */
export function ConfirmHost() {
  const [queue, setQueue] = useState<Request[]>([])
  const env = useEnvironmentContext()
  const okRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const host: Host = { show: (r) => setQueue((q) => [...q, r]), rootNode: () => env.getRootNode() }
    hosts.push(host)
    return () => {
      hosts.splice(hosts.indexOf(host), 1)
    }
  }, [env])

  const request = queue[0]
  const answer = (ok: boolean) => {
    if (!request) return
    request.resolve(ok)
    setQueue((q) => q.slice(1))
  }
  return (
    <Dialog
      open={!!request}
      role="alertdialog"
      size="small"
      title={request?.title ?? '提示'}
      onClose={() => answer(false)}
      initialFocus={() => okRef.current}
      footer={
        <>
          <Button onClick={() => answer(false)}>{request?.cancelText ?? '取消'}</Button>
          <Button ref={okRef} variant={request?.danger ? 'danger' : 'primary'} onClick={() => answer(true)}>
            {request?.okText ?? '确定'}
          </Button>
        </>
      }
    >
      <p>{request?.text}</p>
    </Dialog>
  )
}
