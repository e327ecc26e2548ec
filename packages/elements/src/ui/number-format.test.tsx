import { expect } from 'chai'
import { describe, it } from './testing/mocha'
import { formatNumber } from './number-format'

describe('formatNumber（列表数字）', () => {
  it('计数为整数并带千分位', () => {
    expect(formatNumber(3437, 'count')).to.equal('3,437')
    expect(formatNumber('3437.00', 'count')).to.equal('3,437')
    expect(formatNumber(1234567, 'count')).to.equal('1,234,567')
  })
  it('金额两位小数并带千分位，精确四舍五入', () => {
    expect(formatNumber(12345.6, 'money')).to.equal('12,345.60')
    expect(formatNumber(1.005, 'money')).to.equal('1.01')
    expect(formatNumber(-1234.5, 'money')).to.equal('-1,234.50')
    expect(formatNumber(-0.001, 'money')).to.equal('0.00')
    expect(formatNumber(999.999, 'money')).to.equal('1,000.00')
  })
  it('数量保留实际小数（至多两位）', () => {
    expect(formatNumber(1200, 'qty')).to.equal('1,200')
    expect(formatNumber('12.50', 'qty')).to.equal('12.5')
    expect(formatNumber(0, 'qty')).to.equal('0')
  })
  it('空值与非数字为空', () => {
    for (const kind of ['count', 'qty', 'money'] as const) {
      expect(formatNumber(null, kind)).to.equal('')
      expect(formatNumber('', kind)).to.equal('')
      expect(formatNumber('N/A', kind)).to.equal('')
    }
  })
})
