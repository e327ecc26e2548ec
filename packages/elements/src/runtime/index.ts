// The element runtime: what every element chunk imports. Built as `dist/runtime.js`.
export { defineElement, definedElements, type DefinedElement } from './define-element'
export { useApi, useApiTarget, useElementHost, useEmit, useShadowRoot, emitFrom, type Emit, type ElementEnvironment } from './context'
export { getSharedStyleSheet, adoptSharedStyles, whenStylesReady } from './stylesheet'
export { ensureToaster, TOASTER_TAG } from './toaster/mount'
export {
  attributeNameOf,
  COMMON_ATTRIBUTES,
  COMMON_EVENTS,
  type AttributeSpec,
  type AttributeType,
  type AttributeTypeOf,
  type ElementContract,
  type ElementTag,
  type ScmEventDetail,
  type ScmEventDetails,
  type ScmEventName,
} from './contract'
