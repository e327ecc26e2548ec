import type { ComponentType } from 'react'
import r2wc from '@r2wc/react-to-web-component'
import { attributeNameOf, COMMON_ATTRIBUTES, type AttributeType, type ElementContract, type ElementTag } from './contract'
import { parseAttribute } from './attributes'
import { emitFrom } from './context'
import { createShell } from './shell'
import { adoptSharedStyles, sharedStyles } from './stylesheet'
import { ensureToaster, TOASTER_TAG } from './toaster/mount'

// THE wrapper every element goes through. r2wc gives us the open shadow root, the React root
// per element and the property accessors; this file fixes its quirks once:
// - attributes are parsed here, not by r2wc: bare boolean = true, removal = default,
//   invalid number/JSON = an `scm-error` event (r2wc ignores the first two and throws on the last);
// - properties set before the element was defined (a framework rendering the tag before the
//   autoloader fetched its chunk) are picked up instead of shadowing the accessors;
// - the shared Panda stylesheet is adopted into the shadow root, and the first render waits
//   until it holds its CSS.

// r2wc's own slots (registered symbols, so reachable without patching the library)
const PROPS = Symbol.for('r2wc.props')
const RENDER = Symbol.for('r2wc.render')
const CONNECTED = Symbol.for('r2wc.connected')
// set by dist/autoload.js: tags rendered inside a shadow root get loaded too
const AUTOLOAD = Symbol.for('scm.portal.autoload')
type AutoloadHolder = typeof globalThis & { [AUTOLOAD]?: { observe(root: ShadowRoot): void } }

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>
  [RENDER](): void
  [CONNECTED]: boolean
  container: ShadowRoot
  connectedCallback(): void
  disconnectedCallback(): void
}

export interface DefinedElement {
  tag: ElementTag
  contract: ElementContract
}

const REGISTRY_KEY = Symbol.for('scm.portal.element-contracts')
type RegistryHolder = typeof globalThis & { [REGISTRY_KEY]?: Map<string, DefinedElement> }

function registry(): Map<string, DefinedElement> {
  const holder = globalThis as RegistryHolder
  return (holder[REGISTRY_KEY] ??= new Map())
}

/** Contracts of the elements defined on this page so far (all bundles). */
export function definedElements(): ReadonlyMap<string, DefinedElement> {
  return registry()
}

/**
 * Registers `tag` as a custom element rendering `Component` in an open shadow root.
 * Safe to call twice (and from two bundles): the first definition wins.
 * Returns the element class, or undefined where there is no DOM (Node).
 */
export function defineElement<P extends object>(
  tag: ElementTag,
  Component: ComponentType<P>,
  contract: ElementContract<P>,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined
  const existing = customElements.get(tag)
  if (existing) return existing

  const declared = { ...(contract.attributes ?? {}) } as Record<string, { type: AttributeType; default?: unknown }>
  const attributes: Record<string, { type: AttributeType; default?: unknown }> = { ...declared, ...COMMON_ATTRIBUTES }
  const propOfAttribute = new Map(Object.keys(attributes).map((prop) => [attributeNameOf(prop), prop]))
  const defaults: Record<string, unknown> = {}
  for (const [prop, spec] of Object.entries(declared)) {
    if (spec.default !== undefined) defaults[prop] = spec.default
    else if (spec.type === 'boolean') defaults[prop] = false
  }

  const Shell = createShell(Component as ComponentType<Record<string, unknown>>, defaults, tag !== TOASTER_TAG)
  // no r2wc types: r2wc then neither parses attributes nor reflects properties; we parse below
  const propSlots = Object.fromEntries(Object.keys(attributes).map((prop) => [prop, undefined]))
  const Base = r2wc(Shell, { shadow: 'open', props: propSlots }) as unknown as new () => R2wcElement

  class ScmElement extends Base {
    static get observedAttributes(): string[] {
      return [...propOfAttribute.keys()]
    }

    /** Errors found before the element was in a page, reported once it is. */
    private pendingErrors: string[] = []

    constructor() {
      super()
      // r2wc starts "connected" and would render a detached element (and emit scm-ready where no
      // page listens); render only once connectedCallback has run
      this[CONNECTED] = false
      adoptSharedStyles(this.container)
      ;(globalThis as AutoloadHolder)[AUTOLOAD]?.observe(this.container)
      for (const prop of Object.keys(attributes)) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const early = (this as unknown as Record<string, unknown>)[prop]
          delete (this as unknown as Record<string, unknown>)[prop]
          this[PROPS][prop] = early
        }
      }
    }

    attributeChangedCallback(attribute: string, previous: string | null, text: string | null): void {
      if (previous === text) return
      const prop = propOfAttribute.get(attribute)
      if (!prop) return
      const parsed = parseAttribute(attributes[prop].type, attribute, text)
      if (parsed.kind === 'value') this[PROPS][prop] = parsed.value
      else delete this[PROPS][prop] // absent or invalid: back to the default
      if (parsed.kind === 'invalid') this.reportError(parsed.message)
      this[RENDER]() // r2wc renders only while connected
    }

    override connectedCallback(): void {
      const styles = sharedStyles()
      if (styles.loaded) this.renderConnected()
      else void styles.ready.then(() => this.isConnected && this.renderConnected())
    }

    private renderConnected(): void {
      super.connectedCallback()
      for (const message of this.pendingErrors.splice(0)) emitFrom(this, 'scm-error', { message })
      if (tag !== TOASTER_TAG) ensureToaster()
    }

    private reportError(message: string): void {
      if (this.isConnected) emitFrom(this, 'scm-error', { message })
      else this.pendingErrors.push(message)
    }
  }

  customElements.define(tag, ScmElement)
  registry().set(tag, { tag, contract: contract as ElementContract })
  return ScmElement
}
