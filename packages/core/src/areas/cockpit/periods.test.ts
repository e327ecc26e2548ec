import { describe, expect, it } from 'vitest'
import { dayAfter, PERIOD_MESSAGES, resolvePeriod, trendPeriods } from './periods'
import { figureStatus, figureText, roundFigure } from './status'

describe('cockpit periods', () => {
  it('resolves a month, a quarter and the last twelve months, the current one by default', () => {
    expect(resolvePeriod('month', '2026-02', '2026-12-07')).toEqual({ kind: 'month', at: '2026-02', from: '2026-02-01', to: '2026-02-28', label: '2026年2月' })
    expect(resolvePeriod('month', undefined, '2026-12-07')).toMatchObject({ at: '2026-12', from: '2026-12-01', to: '2026-12-31' })
    expect(resolvePeriod('quarter', '2026-Q3', '2026-12-07')).toEqual({ kind: 'quarter', at: '2026-Q3', from: '2026-07-01', to: '2026-09-30', label: '2026年第3季度' })
    expect(resolvePeriod('quarter', '2026-11', '2026-12-07')).toMatchObject({ at: '2026-Q4', from: '2026-10-01', to: '2026-12-31' })
    expect(resolvePeriod('quarter', undefined, '2026-12-07')).toMatchObject({ at: '2026-Q4' })
    expect(resolvePeriod('last12', '2026-12', '2026-12-07')).toEqual({ kind: 'last12', at: '2026-12', from: '2026-01-01', to: '2026-12-31', label: '2026年1月至2026年12月' })
    expect(resolvePeriod('last12', '2024-02', '2026-12-07')).toMatchObject({ from: '2023-03-01', to: '2024-02-29' })
  })

  it('refuses a bad kind, a bad date and a period not begun, in Chinese', () => {
    expect(resolvePeriod('year', undefined, '2026-12-07')).toEqual({ error: PERIOD_MESSAGES.kind })
    expect(resolvePeriod('month', '2026-13', '2026-12-07')).toEqual({ error: PERIOD_MESSAGES.month })
    expect(resolvePeriod('month', '2026/12', '2026-12-07')).toEqual({ error: PERIOD_MESSAGES.month })
    expect(resolvePeriod('quarter', '2026-Q5', '2026-12-07')).toEqual({ error: PERIOD_MESSAGES.quarter })
    expect(resolvePeriod('month', '2027-01', '2026-12-07')).toEqual({ error: PERIOD_MESSAGES.future })
    expect(resolvePeriod('quarter', '2027-Q1', '2026-12-07')).toEqual({ error: PERIOD_MESSAGES.future })
  })

  it('trends over the twelve periods ending with the one asked for', () => {
    const months = trendPeriods(resolvePeriod('month', '2026-03', '2026-12-07') as never)
    expect(months.map((p) => p.at)).toEqual(['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'])
    const quarters = trendPeriods(resolvePeriod('quarter', '2026-Q1', '2026-12-07') as never)
    expect([quarters[0]!.at, quarters[11]!.at]).toEqual(['2023-Q2', '2026-Q1'])
    const rolling = trendPeriods(resolvePeriod('last12', '2026-12', '2026-12-07') as never)
    expect(rolling[0]).toMatchObject({ at: '2026-01', from: '2025-02-01', to: '2026-01-31' })
    expect(rolling[11]).toMatchObject({ at: '2026-12', from: '2026-01-01', to: '2026-12-31' })
    expect(dayAfter('2026-12-31')).toBe('2027-01-01')
    expect(dayAfter('2024-02-28')).toBe('2024-02-29')
  })
})

describe('a figure against its target', () => {
  const higher = { better: 'higher', failTone: 'danger' } as const
  const lower = { better: 'lower', failTone: 'danger' } as const
  it('is ok when met, warn within a tenth of the target, else its fail tone', () => {
    expect(figureStatus(higher, 96, 95)).toBe('ok')
    expect(figureStatus(higher, 90, 95)).toBe('warn')
    expect(figureStatus(higher, 80, 95)).toBe('danger')
    expect(figureStatus(lower, 500, 500)).toBe('ok')
    expect(figureStatus(lower, 540, 500)).toBe('warn')
    expect(figureStatus(lower, 800, 500)).toBe('danger')
    // overdue counts against 0: any is a failure; a figure that warns stays a warning
    expect(figureStatus(lower, 1, 0)).toBe('danger')
    expect(figureStatus({ better: 'lower', failTone: 'warn' }, 3, 0)).toBe('warn')
    expect(figureStatus(higher, null, 95)).toBeNull()
    expect(figureStatus(higher, 90, null)).toBeNull()
    expect(figureStatus({ better: 'neutral', failTone: 'danger' }, 3, 0)).toBeNull()
  })

  it('rounds and writes a value with its unit', () => {
    expect(roundFigure(2 / 3, 1)).toBe(0.7)
    expect(roundFigure(Number.NaN, 1)).toBeNull()
    expect(figureText({ unit: '%', decimals: 1 }, 98.456)).toBe('98.5%')
    expect(figureText({ unit: 'ppm', decimals: 0 }, 1250)).toBe('1,250 ppm')
    expect(figureText({ unit: '天', decimals: 1 }, null)).toBe('—')
  })
})
