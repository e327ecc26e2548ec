import { useEffect, useSyncExternalStore } from 'react'
import { toast } from 'styled-system/recipes'
import { messages, type PageMessage } from '@scm/core'

const subscribe = (onChange: () => void) => messages.subscribe(() => onChange())
const current = () => messages.current()

/**
 * The view of core's page-wide message bus. The bus already keeps ONE message at a time (spec §8:
 * a message is not shown while another is displayed) and times it out, so this view only shows the
 * current one. The live region is always in the DOM so screen readers announce each new message;
 * errors use role="alert". The runtime mounts one of these per page (<scm-toaster>).
 */
export function MessageToast() {
  const message = useSyncExternalStore(subscribe, current, current)
  useEffect(() => messages.attachDisplay(), [])
  return (
    <div aria-live="polite" aria-atomic="true">
      {message ? <ToastCard key={message.id} message={message} /> : null}
    </div>
  )
}

function ToastCard({ message }: { message: PageMessage }) {
  const cls = toast({ type: message.type })
  // its time counts from when it is on screen, however long the toast took to load
  useEffect(() => messages.displayed(message.id), [message.id])
  return (
    <div className={cls.root} role={message.type === 'error' ? 'alert' : 'status'} data-type={message.type}>
      <span className={cls.text}>{message.text}</span>
      <button type="button" className={cls.closeTrigger} aria-label="关闭消息" onClick={() => messages.dismiss()}>
        ×
      </button>
    </div>
  )
}
