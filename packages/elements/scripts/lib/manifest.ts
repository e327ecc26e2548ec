import { attributeNameOf, COMMON_ATTRIBUTES, COMMON_EVENTS, type AttributeType } from '../../src/runtime/contract'
import type { AttributeInfo, ElementInfo } from './contracts'

// dist/custom-elements.json, in the Custom Elements Manifest format (schema 2.1.0), so that
// editors, documentation tools and other teams see each element's contract.

const TS_TYPE: Record<AttributeType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'object', // any JSON value; set by property or as JSON text in the attribute
}

/** `scm-order-list` → `ScmOrderList` */
export function classNameOf(tag: string): string {
  return tag.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase())
}

/** The element's own attributes plus api-base and token, which every element has. */
export function allAttributes(element: ElementInfo): AttributeInfo[] {
  const common = Object.entries(COMMON_ATTRIBUTES).map(([prop, spec]) => ({ prop, ...spec }))
  return [...element.attributes, ...common]
}

/** Declared events plus the ones the runtime always emits. */
export function allEvents(element: ElementInfo): Record<string, string> {
  return { ...COMMON_EVENTS, ...element.events }
}

export function buildManifest(elements: ElementInfo[], modulePathOf: (element: ElementInfo) => string): unknown {
  return {
    schemaVersion: '2.1.0',
    readme: '',
    modules: elements.map((element) => {
      const name = classNameOf(element.tag)
      const path = modulePathOf(element)
      const attributes = allAttributes(element)
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name,
            tagName: element.tag,
            customElement: true,
            description: element.description,
            superclass: { name: 'HTMLElement' },
            attributes: attributes.map((attribute) => ({
              name: attributeNameOf(attribute.prop),
              fieldName: attribute.prop,
              type: { text: TS_TYPE[attribute.type] },
              description: attribute.description,
              ...(attribute.default !== undefined ? { default: JSON.stringify(attribute.default) } : {}),
            })),
            members: attributes.map((attribute) => ({
              kind: 'field',
              name: attribute.prop,
              type: { text: TS_TYPE[attribute.type] },
              description: attribute.description,
              attribute: attributeNameOf(attribute.prop),
            })),
            events: Object.entries(allEvents(element)).map(([eventName, description]) => ({
              name: eventName,
              type: { text: 'CustomEvent' },
              description,
            })),
            cssProperties: Object.entries(element.cssProperties).map(([property, description]) => ({
              name: property,
              description,
            })),
          },
        ],
        exports: [
          { kind: 'custom-element-definition', name: element.tag, declaration: { name, module: path } },
        ],
      }
    }),
  }
}
