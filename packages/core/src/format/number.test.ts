import { describe, expect, it } from 'vitest'
import { formatAmount, formatCount, formatNumber, formatQuantity } from '.'

describe('formatNumber（列表数字）', () => {
  it('计数为整数并带千分位', () => {
    expect(formatNumber(3437, 'count')).toBe('3,437')
    expect(formatNumber('3437.00', 'count')).toBe('3,437')
    expect(formatNumber(1234567, 'count')).toBe('1,234,567')
    expect(formatCount(999)).toBe('999')
  })
  it('金额两位小数并带千分位，精确四舍五入', () => {
    expect(formatNumber(12345.6, 'money')).toBe('12,345.60')
    expect(formatNumber(1.005, 'money')).toBe('1.01')
    expect(formatNumber(-1234.5, 'money')).toBe('-1,234.50')
    expect(formatNumber(-0.001, 'money')).toBe('0.00')
    expect(formatNumber(999.999, 'money')).toBe('1,000.00')
    expect(formatAmount('1234567.891')).toBe('1,234,567.89')
  })
  it('数量保留实际小数（至多两位）', () => {
    expect(formatNumber(1200, 'qty')).toBe('1,200')
    expect(formatNumber('12.50', 'qty')).toBe('12.5')
    expect(formatNumber(0, 'qty')).toBe('0')
    expect(formatQuantity('1000.456')).toBe('1,000.46')
  })
  it('空值与非数字为空', () => {
    for (const kind of ['count', 'qty', 'money'] as const) {
      expect(formatNumber(null, kind)).toBe('')
      expect(formatNumber(undefined, kind)).toBe('')
      expect(formatNumber('', kind)).toBe('')
      expect(formatNumber('N/A', kind)).toBe('')
    }
  })
})
