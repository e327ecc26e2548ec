// The two helpers Ark UI's EnvironmentProvider takes from @zag-js/dom-query, with the same
// behaviour. The build (scripts/lib/esbuild-options.ts) hands this module to that provider only:
// dom-query is one large file, and were the runtime to import it, every part of it that any Ark
// machine uses would be downloaded with the runtime instead of with the lazily loaded parts.

const DOCUMENT_NODE = 9
const DOCUMENT_FRAGMENT_NODE = 11
const ELEMENT_NODE = 1

type Env = Window & typeof globalThis
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isDocument = (v: unknown): v is Document => isObject(v) && v.nodeType === DOCUMENT_NODE
const isWindow = (v: unknown): v is Env => isObject(v) && v === v.window
const isShadowRoot = (v: unknown): v is ShadowRoot => isObject(v) && v.nodeType === DOCUMENT_FRAGMENT_NODE && 'host' in v
const isHTMLElement = (v: unknown): v is HTMLElement => isObject(v) && v.nodeType === ELEMENT_NODE && typeof v.nodeName === 'string'

export function getDocument(node: unknown): Document {
  if (isDocument(node)) return node
  if (isWindow(node)) return node.document
  return (isObject(node) ? (node as { ownerDocument?: Document | null }).ownerDocument : undefined) ?? document
}

export function getWindow(node: unknown): Env {
  if (isShadowRoot(node)) return getWindow(node.host)
  if (isDocument(node)) return (node.defaultView as Env | null) ?? window
  if (isHTMLElement(node)) return (node.ownerDocument?.defaultView as Env | null | undefined) ?? window
  return window
}
