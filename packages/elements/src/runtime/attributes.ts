import type { AttributeType } from './contract'

// Attribute text → prop value, with the r2wc quirks fixed in one place:
// - a bare boolean attribute (`<scm-x readonly>`) is true, as in HTML;
// - a removed attribute gives `absent`, so the prop falls back to its default;
// - text that does not parse gives an error message instead of throwing.

export type ParsedAttribute =
  | { kind: 'value'; value: unknown }
  | { kind: 'absent' }
  | { kind: 'invalid'; message: string }

const FALSE_WORDS = new Set(['false', '0', 'no', 'off'])

export function parseAttribute(type: AttributeType, attribute: string, text: string | null): ParsedAttribute {
  if (text === null) return { kind: 'absent' }
  switch (type) {
    case 'string':
      return { kind: 'value', value: text }
    case 'boolean':
      return { kind: 'value', value: !FALSE_WORDS.has(text.trim().toLowerCase()) }
    case 'number': {
      const value = Number(text)
      if (text.trim() === '' || !Number.isFinite(value)) {
        return { kind: 'invalid', message: `属性 ${attribute} 应为数字，收到“${text}”` }
      }
      return { kind: 'value', value }
    }
    case 'json':
      try {
        return { kind: 'value', value: JSON.parse(text) }
      } catch {
        return { kind: 'invalid', message: `属性 ${attribute} 不是有效的 JSON` }
      }
  }
}
