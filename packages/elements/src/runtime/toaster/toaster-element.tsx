import { MessageToast } from '../../ui/toast'
import { defineElement } from '../define-element'
import { TOASTER_TAG } from './mount'

// <scm-toaster>: the UI kit's view of the core message bus, which holds one message at a time
// (spec §8: a message is not shown again while one is displayed). Mounted once per page by
// ensureToaster(); its own chunk, so the runtime chunk does not carry the UI kit. Loading it only
// declares; ensureToaster defines the element once it is loaded (so a single-file bundle, which
// loads it up front, defines nothing before the runtime itself is ready).
export function defineToaster(): void {
  if (customElements.get(TOASTER_TAG)) return
  defineElement(TOASTER_TAG, MessageToast, {
    description: '页面消息提示（同一时间只显示一条），由运行时自动放入 document.body',
  })
}
