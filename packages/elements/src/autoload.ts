// The autoloader: included once by `<script type="module" src=".../autoload.js">`, it imports an
// element's chunk when its tag first appears in the page — at start, later in the document, or
// inside another element's shadow root. The tag → file map is written in at build time.
// Kept dependency-free: it must stay under 3 KiB gz.
// A chunk that fails to load (network gone, a new deployment) leaves no blank panel: each element
// of that tag shows a Chinese message with 重试 in its light DOM until a load succeeds.

declare const __SCM_ELEMENT_FILES__: Record<string, string>

const files: Record<string, string> = __SCM_ELEMENT_FILES__
const requested = new Set<string>()
// every document / shadow root watched, held weakly: an element removed from the page may go
let roots: WeakRef<ParentNode>[] = []
// failed loads per tag: a retry asks for a new URL, as the browser remembers a failed module
const failures: Record<string, number> = {}
const FAILED = 'data-scm-load-failed'
let waitingSelector: string | null = null

function each(tag: string, visit: (element: Element) => void): void {
  roots = roots.filter((ref) => ref.deref())
  for (const ref of roots) for (const element of ref.deref()?.querySelectorAll(tag) ?? []) visit(element)
}

function clearFailure(tag: string): void {
  each(tag, (element) => element.querySelector(`:scope > [${FAILED}]`)?.remove())
}

function showFailure(tag: string): void {
  each(tag, (element) => {
    if (element.querySelector(`:scope > [${FAILED}]`)) return
    const box = document.createElement('div')
    box.setAttribute(FAILED, '')
    box.setAttribute('role', 'alert')
    box.style.cssText = 'padding:8px;font-size:13px;color:#b83232'
    const retry = document.createElement('button')
    retry.type = 'button'
    retry.textContent = '重试'
    retry.style.marginLeft = '8px'
    retry.onclick = () => {
      clearFailure(tag)
      load(tag)
    }
    box.append('页面组件加载失败，请检查网络后重试', retry)
    element.append(box)
  })
}

function load(tag: string): void {
  if (requested.has(tag)) return
  requested.add(tag)
  waitingSelector = null
  if (customElements.get(tag)) return
  const url = new URL(files[tag], import.meta.url)
  if (failures[tag]) url.searchParams.set('retry', String(failures[tag]))
  import(url.href).then(
    () => clearFailure(tag),
    (error: unknown) => {
      requested.delete(tag) // a later appearance of the tag, or 重试, tries again
      waitingSelector = null
      failures[tag] = (failures[tag] ?? 0) + 1
      console.error(`元素 ${tag} 加载失败`, error)
      showFailure(tag)
    },
  )
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
  roots.push(new WeakRef(root))
  observer.observe(root, { childList: true, subtree: true })
  scan(root)
}

// The element runtime calls this for every shadow root it creates, so tags rendered inside an
// element are found too (a document observer does not see into shadow roots).
const AUTOLOAD_KEY = Symbol.for('scm.portal.autoload')
;(globalThis as { [AUTOLOAD_KEY]?: unknown })[AUTOLOAD_KEY] = { observe, tags: Object.keys(files) }

observe(document)
