import { codeRule, type Rule } from '../../validate'
import type { FieldDef } from '../types'

// Field shapes repeated across the code tables of the base data. Each returns a fresh object so a
// definition may spread and adjust it; the label and length are still written in one place.

/** 编码: digits only (spec §5), required, unique within its table. */
export function codeField(label = '编码', max = 20): FieldDef {
  return { kind: 'text', label, required: true, max, rules: [codeRule], filter: ['contains', 'eq'], sort: true, width: 110 }
}

export function nameField(label = '名称', max = 50): FieldDef {
  return { kind: 'text', label, required: true, max, filter: ['contains'], sort: true }
}

export function remarkField(max = 200): FieldDef {
  return { kind: 'text', label: '备注', max }
}

export function sortNoField(): FieldDef {
  return { kind: 'number', label: '排序号', scale: 0, sort: true, default: 0, width: 80 }
}

export function enabledField(): FieldDef {
  return { kind: 'bool', label: '是否启用', default: true, filter: ['eq'], width: 90 }
}

/** A fixed or mobile phone number: digits with optional +, -, spaces and brackets. */
export const phoneRule: Rule = Object.freeze({
  trigger: 'blur',
  message: '请输入正确的电话号码',
  pattern: /^[0-9+\-\s()]{6,20}$/,
})
