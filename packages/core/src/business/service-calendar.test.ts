import { describe, expect, it } from 'vitest'
import { addBusinessHours, businessHoursBetween, parseCalendar, subtractBusinessHours } from './service-calendar'

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min)
const cal = parseCalendar('1,2,3,4,5', '08:30-17:30')

describe('business hours', () => {
  it('reads the parameters, falling back on what it cannot read', () => {
    expect(cal).toEqual({ days: [1, 2, 3, 4, 5], start: 510, end: 1050 })
    expect(parseCalendar('x', '18:00-08:00')).toEqual({ days: [1, 2, 3, 4, 5], start: 510, end: 1050 })
    expect(parseCalendar('6,0', '09:00-12:00')).toEqual({ days: [0, 6], start: 540, end: 720 })
  })

  it('adds hours within the working day and carries the rest to the next working day', () => {
    // 2026-11-23 is a Monday
    expect(addBusinessHours(at(2026, 11, 23, 9), 4, cal)).toEqual(at(2026, 11, 23, 13))
    expect(addBusinessHours(at(2026, 11, 23, 16, 30), 2, cal)).toEqual(at(2026, 11, 24, 9, 30))
    // before the day starts: counted from 08:30
    expect(addBusinessHours(at(2026, 11, 23, 6), 1, cal)).toEqual(at(2026, 11, 23, 9, 30))
  })

  it('skips the days off: Friday evening is due on Monday', () => {
    expect(addBusinessHours(at(2026, 11, 27, 20), 8, cal)).toEqual(at(2026, 11, 30, 16, 30))
    expect(addBusinessHours(at(2026, 11, 28, 10), 2, cal)).toEqual(at(2026, 11, 30, 10, 30))
  })

  it('counts business hours between two moments', () => {
    expect(businessHoursBetween(at(2026, 11, 23, 9), at(2026, 11, 23, 13), cal)).toBe(4)
    expect(businessHoursBetween(at(2026, 11, 27, 16, 30), at(2026, 11, 30, 9, 30), cal)).toBe(2)
    expect(businessHoursBetween(at(2026, 11, 28, 9), at(2026, 11, 29, 18), cal)).toBe(0)
    expect(businessHoursBetween(at(2026, 11, 24), at(2026, 11, 23), cal)).toBe(0)
  })

  it('keeps the seconds of a fraction of a minute (a short pause still moves the deadline)', () => {
    expect(addBusinessHours(at(2026, 11, 23, 16, 30), 0.01, cal)).toEqual(new Date(2026, 10, 23, 16, 30, 36))
  })

  it('subtracts hours back over the days off: Monday morning less a working day is Friday morning', () => {
    expect(subtractBusinessHours(at(2026, 11, 30, 8), 9, cal)).toEqual(at(2026, 11, 27, 8, 30))
    expect(subtractBusinessHours(at(2026, 11, 28, 12), 2, cal)).toEqual(at(2026, 11, 27, 15, 30))
    expect(subtractBusinessHours(at(2026, 11, 24, 10), 2, cal)).toEqual(at(2026, 11, 23, 17))
    for (const to of [at(2026, 11, 27, 19), at(2026, 11, 28, 12), at(2026, 11, 30, 8), at(2026, 11, 30, 23, 59)]) {
      const from = subtractBusinessHours(to, 20, cal)
      expect(businessHoursBetween(from, to, cal)).toBe(20)
    }
  })

  it('adding and counting agree', () => {
    const from = at(2026, 11, 26, 15, 10)
    expect(businessHoursBetween(from, addBusinessHours(from, 13.5, cal), cal)).toBe(13.5)
  })
})
