// The autoloader: included once by `<script type="module" src=".../autoload.js">`, it imports an
// element's chunk when its tag first appears in the page — at start, later in the document, or
// inside another element's shadow root. The tag → file map is written in at build time.
// Kept dependency-free: it must stay under 3 KiB gz.

declare const __SCM_ELEMENT_FILES__: Record<string, string>

const files: Record<string, string> = __SCM_ELEMENT_FILES__
const requested = new Set<string>()
let waitingSelector: string | null = null

function load(tag: string): void {
  if (requested.has(tag)) return
  requested.add(tag)
  waitingSelector = null
  if (customElements.get(tag)) return
  import(new URL(files[tag], import.meta.url).href).catch((error: unknown) => {
    requested.delete(tag) // a later appearance of the tag tries again
    waitingSelector = null
    console.error(`元素 ${tag} 加载失败`, error)
  })
}

function scan(root: ParentNode): void {
  if (root instanceof Element && root.localName in files) load(root.localName)
  waitingSelector ??= Object.keys(files)
    .filter((tag) => !requested.has(tag))
    .join(',')
  if (!waitingSelector) return
  for (const element of root.querySelectorAll(waitingSelector)) load(element.localName)
}

const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element) scan(node)
    }
  }
})

/** Watches a document or shadow root for element tags. */
function observe(root: Document | ShadowRoot): void {
  observer.observe(root, { childList: true, subtree: true })
  scan(root)
}

// The element runtime calls this for every shadow root it creates, so tags rendered inside an
// element are found too (a document observer does not see into shadow roots).
const AUTOLOAD_KEY = Symbol.for('scm.portal.autoload')
;(globalThis as { [AUTOLOAD_KEY]?: unknown })[AUTOLOAD_KEY] = { observe, tags: Object.keys(files) }

observe(document)
