import { describe, expect, it } from 'vitest'
import { codeRule, textRule, trimFields, trimText, validateForm, validateValue } from '.'

describe('code rule', () => {
  it('accepts digits only, with the spec message', () => {
    expect(validateValue(codeRule, '0123')).toBeNull()
    expect(validateValue(codeRule, 'A12')).toBe('编码只能为数字')
    expect(validateValue(codeRule, '12.5')).toBe('编码只能为数字')
    expect(validateValue(codeRule, '-1')).toBe('编码只能为数字')
    expect(codeRule.trigger).toBe('blur')
  })

  it('leaves an empty code to a required rule', () => {
    expect(validateValue(codeRule, '')).toBeNull()
    expect(validateValue([{ trigger: 'blur', required: true, message: '请输入编码' }, codeRule], '')).toBe('请输入编码')
  })

  it('checks the trimmed value', () => {
    expect(validateValue(codeRule, ' 42 ')).toBeNull()
  })
})

describe('text rule', () => {
  it('limits the length with the default message, on blur', () => {
    const rules = textRule({ max: 5 })
    expect(rules).toEqual([{ trigger: 'blur', max: 5, message: '请输入5个字符以内的字符' }])
    expect(validateValue(rules, '制动蹄片总')).toBeNull()
    expect(validateValue(rules, '制动蹄片总成')).toBe('请输入5个字符以内的字符')
    expect(validateValue(rules, '')).toBeNull()
  })

  it('counts surrounding spaces out and characters, not UTF-16 units', () => {
    expect(validateValue(textRule({ max: 2 }), '  ab  ')).toBeNull()
    expect(validateValue(textRule({ max: 2 }), '𠀀𠀀')).toBeNull()
  })

  it('asks for a required value by its label and takes a custom message', () => {
    const rules = textRule({ required: true, max: 50, label: '供应商名称', message: '名称不能超过50个字' })
    expect(validateValue(rules, '   ')).toBe('请输入供应商名称')
    expect(validateValue(rules, 'x'.repeat(51))).toBe('名称不能超过50个字')
    expect(rules.every((r) => r.trigger === 'blur')).toBe(true)
  })
})

describe('trimming', () => {
  it('trims text and leaves other values alone', () => {
    expect(trimText('  张三 ')).toBe('张三')
    expect(trimText(12)).toBe(12)
    expect(trimText(null)).toBeNull()
    expect(trimFields({ name: ' 轮胎 ', qty: 3, note: '\t' })).toEqual({ name: '轮胎', qty: 3, note: '' })
  })
})

describe('forms', () => {
  it('a dialog with no form confirms as valid', () => {
    expect(validateForm(undefined)).toEqual({ valid: true, errors: {} })
    expect(validateForm(null)).toEqual({ valid: true, errors: {} })
  })

  it('reports the first message of every failing field', () => {
    const verdict = validateForm({
      rules: { code: [{ trigger: 'blur', required: true, message: '请输入编码' }, codeRule], name: textRule({ max: 4 }) },
      values: { code: 'AB', name: '太长的名称啊' },
    })
    expect(verdict).toEqual({ valid: false, errors: { code: '编码只能为数字', name: '请输入4个字符以内的字符' } })
    expect(validateForm({ rules: { code: codeRule }, values: { code: '7' } }).valid).toBe(true)
  })
})
