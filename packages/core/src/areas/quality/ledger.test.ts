import { describe, expect, it } from 'vitest'
import { filterFields, listFields } from '../../resource'
import { formatLedgerStat, LEDGER_MONTH_PATTERN, qualityLedgerResource } from './ledger'

describe('质量台账 definition and figures', () => {
  it('lists the events and filters by supplier, material, period, kind, verdict and defect code', () => {
    expect(filterFields(qualityLedgerResource).map(([name]) => name)).toEqual(['event_date', 'kind', 'supplyid', 'mtr_id', 'verdict', 'defect_code'])
    expect(listFields(qualityLedgerResource).map(([name]) => name)).not.toContain('mtr_id')
    expect(qualityLedgerResource).toMatchObject({ fn: 'QulManage_accQuery', scope: { supplyid: 'supplyid' }, defaultSort: { field: 'event_date', order: 'desc' } })
  })

  it('shows rates as percentages, PPM and counts as integers, money with 2 decimals', () => {
    expect(formatLedgerStat(33.33, 'rate')).toBe('33.33%')
    expect(formatLedgerStat(0, 'rate')).toBe('0.00%')
    expect(formatLedgerStat(294118, 'ppm')).toBe('294,118')
    expect(formatLedgerStat(1234.5, 'money')).toBe('1,234.50')
    expect(formatLedgerStat(3437, 'count')).toBe('3,437')
    expect(formatLedgerStat(null, 'money')).toBe('')
  })

  it('takes statistics periods as months', () => {
    expect(LEDGER_MONTH_PATTERN.test('2026-11')).toBe(true)
    expect(LEDGER_MONTH_PATTERN.test('2026-13')).toBe(false)
    expect(LEDGER_MONTH_PATTERN.test('2026-11-01')).toBe(false)
  })
})
