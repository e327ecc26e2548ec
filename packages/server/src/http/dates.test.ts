import { describe, expect, it } from 'vitest'
import { dateText, dateTimeText } from './dates'

describe('dateTimeText', () => {
  it('writes a time without zone as the database gave it, without its fraction', () => {
    expect(dateTimeText('2026-11-25 09:05:07')).toBe('2026-11-25 09:05:07')
    expect(dateTimeText('2026-11-25 09:05:07.123456')).toBe('2026-11-25 09:05:07')
    expect(dateTimeText('2026-11-25T09:05:07')).toBe('2026-11-25 09:05:07')
  })

  it('writes a moment in the server zone; nothing for nothing or nonsense', () => {
    const d = new Date(2026, 10, 25, 9, 5, 7)
    expect(dateTimeText(d)).toBe('2026-11-25 09:05:07')
    expect(dateTimeText(d.toISOString())).toBe('2026-11-25 09:05:07')
    expect(dateTimeText(null)).toBe('')
    expect(dateTimeText('')).toBe('')
    expect(dateTimeText('not a time')).toBe('')
    expect(dateText('2026-11-25 09:05:07')).toBe('2026-11-25')
  })
})
