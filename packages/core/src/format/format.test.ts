import { describe, expect, it, vi } from 'vitest'
import { formatFileSize, formatDate, formatDateTime, formatMoney, hoursBack48, hoursToDuration, daysDueText, minutesToDuration, orDash, parseDecimal, sumColumn, summaryRow } from '.'

describe('dates', () => {
  const moment = new Date(2026, 10, 22, 9, 5, 7)
  it('formats date-times and dates', () => {
    expect(formatDateTime(moment)).toBe('2026-11-22 09:05:07')
    expect(formatDate(moment)).toBe('2026-11-22')
    expect(formatDate(moment, 'YYYY年MM月')).toBe('2026年11月')
    expect(formatDateTime('2026-01-02T03:04:05')).toBe('2026-01-02 03:04:05')
    expect(formatDateTime(moment.getTime())).toBe('2026-11-22 09:05:07')
  })

  it('leaves empty and unreadable dates blank', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
  })

  it('goes 48 hours back', () => {
    expect(hoursBack48(moment)).toEqual(new Date(2026, 10, 20, 9, 5, 7))
    // without a moment it reads the clock: frozen here, so the two readings cannot straddle a tick
    vi.useFakeTimers({ now: moment })
    try {
      expect(hoursBack48()).toEqual(new Date(2026, 10, 20, 9, 5, 7))
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('money and sums', () => {
  it('shows two decimals without thousands separators, rounding as read', () => {
    expect(formatMoney(1234567.5)).toBe('1234567.50')
    expect(formatMoney('12')).toBe('12.00')
    expect(formatMoney(1.005)).toBe('1.01')
    expect(formatMoney(-2.345)).toBe('-2.35')
    expect(formatMoney(-0.001)).toBe('0.00')
    expect(formatMoney(0)).toBe('0.00')
    expect(formatMoney(null)).toBe('')
    expect(formatMoney('abc')).toBe('')
  })

  it('reads numbers in every written form', () => {
    expect(parseDecimal('1e-7')).toEqual({ units: 1n, scale: 7 })
    expect(parseDecimal(1.5e21)).toEqual({ units: 1500000000000000000000n, scale: 0 })
    expect(parseDecimal(' .5 ')).toEqual({ units: 5n, scale: 1 })
    expect(parseDecimal('.')).toBeNull()
    expect(parseDecimal('1,000')).toBeNull()
    expect(parseDecimal(Number.NaN)).toBeNull()
  })

  it('adds decimals exactly and counts non-numeric cells as 0', () => {
    const rows = [{ amt: 0.1 }, { amt: 0.2 }, { amt: '0.3' }, { amt: 'N/A' }, { amt: null }, {}]
    expect(sumColumn(rows, 'amt')).toBe(0.6)
    expect(sumColumn([{ q: 1.1 }, { q: 2.2 }], 'q')).toBe(3.3)
    expect(sumColumn([], 'q')).toBe(0)
  })

  it('builds the 合计 row', () => {
    const rows = [
      { supplier: '华东制动', qty: 10, amount: 1280.5 },
      { supplier: '江淮轮胎', qty: '5', amount: 99.995 },
      { supplier: '未知', qty: '', amount: undefined },
    ]
    expect(summaryRow(rows, ['qty', 'amount'], 'supplier')).toEqual({ supplier: '合计', qty: '15.00', amount: '1380.50' })
  })

  it('takes the sums over all matching records when the list answer has them', () => {
    const page = [{ qty: 1, amount: 2 }]
    // the server's 合计 wins over the page's; a column it does not sum stays blank
    expect(summaryRow(page, ['qty', 'amount'], 'supplier', { qty: 1234.5 })).toEqual({ supplier: '合计', qty: '1234.50' })
    expect(summaryRow(page, ['amount'], 'supplier', { amount: 0 })).toEqual({ supplier: '合计', amount: '0.00' })
  })
})

describe('durations', () => {
  it('turns minutes into days, hours and minutes', () => {
    expect(minutesToDuration(1565)).toBe('1天2小时5分钟')
    expect(minutesToDuration(1440)).toBe('1天')
    expect(minutesToDuration(61)).toBe('1小时1分钟')
    expect(minutesToDuration(45)).toBe('45分钟')
    expect(minutesToDuration(0)).toBe('0分钟')
    expect(minutesToDuration(Number.NaN)).toBe('0分钟')
  })

  it('words a due date in days: 今天到期 on the day, never 0天后到期', () => {
    expect(daysDueText(0)).toBe('今天到期')
    expect(daysDueText(-0)).toBe('今天到期')
    expect(daysDueText(3)).toBe('3天后到期')
    expect(daysDueText(-2)).toBe('超期2天')
  })

  it('turns hours into days and hours', () => {
    expect(hoursToDuration(26)).toBe('1天2小时')
    expect(hoursToDuration(48)).toBe('2天')
    expect(hoursToDuration(5)).toBe('5小时')
    expect(hoursToDuration(1.5)).toBe('1.5小时')
    expect(hoursToDuration(0)).toBe('0小时')
  })
})

describe('file sizes', () => {
  it('answers bytes, KB and MB with one decimal', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(0)).toBe('')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(4.5 * 1024 * 1024)).toBe('4.5 MB')
  })
})

describe('texts not given yet', () => {
  it('show as a dash', () => {
    expect(orDash('')).toBe('—')
    expect(orDash(null)).toBe('—')
    expect(orDash('PO2026')).toBe('PO2026')
  })
})
