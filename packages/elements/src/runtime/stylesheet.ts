// ONE constructed stylesheet per page, adopted by every element's shadow root (and by the host
// into the document if it wants). It lives on globalThis under a registered Symbol so that
// several bundles on one page (module chunks, an IIFE widget) share it instead of parsing the
// CSS again per bundle. Nothing is added to the document's own styles.
//
// The CSS text (what `panda cssgen` emits) is a chunk of its own, fetched as soon as the runtime
// runs: it grows with every screen's utilities and must not weigh on the runtime chunk's budget.
// Elements wait for it before their first render, so nothing paints unstyled.

interface SharedStyles {
  sheet: CSSStyleSheet
  loaded: boolean
  ready: Promise<void>
}

const STYLES_KEY = Symbol.for('scm.portal.stylesheet')
type StylesHolder = typeof globalThis & { [STYLES_KEY]?: SharedStyles }

function loadStyles(): SharedStyles {
  const sheet = new CSSStyleSheet()
  const styles: SharedStyles = { sheet, loaded: false, ready: Promise.resolve() }
  styles.ready = import('styled-system/styles.css')
    .then(({ default: cssText }) => sheet.replaceSync(cssText))
    .catch((error: unknown) => console.error('样式表加载失败', error))
    .finally(() => {
      styles.loaded = true // a failed load still lets elements render, unstyled
    })
  return styles
}

export function sharedStyles(): SharedStyles {
  const holder = globalThis as StylesHolder
  return (holder[STYLES_KEY] ??= loadStyles())
}

/** The page's one Panda stylesheet (empty until its text has arrived, see whenStylesReady). */
export function getSharedStyleSheet(): CSSStyleSheet {
  return sharedStyles().sheet
}

/** Resolves once the stylesheet holds its CSS (the host may wait for it before rendering). */
export function whenStylesReady(): Promise<void> {
  return sharedStyles().ready
}

/** Adds the shared sheet to a shadow root or document once, keeping sheets already there. */
export function adoptSharedStyles(root: ShadowRoot | Document): void {
  const sheet = getSharedStyleSheet()
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  }
}
