import { sendKeys, sendMouse } from '@web/test-runner-commands'
import { waitFor } from './queries'

// Real input through Playwright (mouse at the element's centre, keyboard to the focused element),
// so Ark's pointer and focus handling runs as it does for a user.

export async function click(el: Element): Promise<void> {
  el.scrollIntoView({ block: 'center' })
  const r = await settledRect(el)
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] })
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/**
 * Where `el` is once it stays there for a frame: a popover's options are placed after they render,
 * and a click at where an option first stood (a loaded machine reads it early) lands beside it.
 */
async function settledRect(el: Element): Promise<DOMRect> {
  let last = el.getBoundingClientRect()
  for (let frame = 0; frame < 60; frame++) {
    await nextFrame()
    const now = el.getBoundingClientRect()
    if (now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height) return now
    last = now
  }
  return last
}

/** Clicks a point of the page (e.g. the dialog backdrop's corner). */
export async function clickAt(x: number, y: number): Promise<void> {
  await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] })
}

export async function press(key: string): Promise<void> {
  await sendKeys({ press: key })
}

export async function type(text: string): Promise<void> {
  await sendKeys({ type: text })
}

/**
 * Waits until the rich-text editor on `box` holds `text`: ProseMirror reads typed text from the page
 * after the keys (its DOM observer), so a click at once (发布) may find the last letters missing on
 * a loaded machine. TipTap hangs the editor on its element.
 */
export async function editorHolds(box: HTMLElement, text: string): Promise<void> {
  await waitFor(() => {
    const held = (box as HTMLElement & { editor?: { getText(): string } }).editor?.getText()
    if (held !== text) throw new Error(`编辑器中为「${held}」，应为「${text}」`)
  })
}

/** Focuses a field and types into it. */
export async function typeInto(el: HTMLElement, text: string): Promise<void> {
  await click(el)
  await type(text)
}

/** Picks a file in the root's file input (once the upload part has drawn it), as the browser does after its file dialog closes. */
export async function pickFile(root: ParentNode, file: File): Promise<void> {
  const input = await waitFor(() => {
    const found = root.querySelector<HTMLInputElement>('input[type=file]')
    if (!found) throw new Error('没有文件输入框')
    return found
  })
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
}
