import { describe, expect, it } from 'vitest'
import { addBusinessHours, businessHoursBetween, parseCalendar, slaMark, subtractBusinessHours } from './sla'

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

describe('SLA marks', () => {
  const now = at(2026, 11, 24, 10)
  it('marks open work orders past or near their deadline, paused ones, none for closed ones', () => {
    expect(slaMark({ status: '处理中', complete_due: '2026-11-24 09:00:00' }, now)).toBe('已超期')
    expect(slaMark({ status: '已派工', complete_due: '2026-11-24 12:00:00' }, now)).toBe('即将超期')
    expect(slaMark({ status: '新建', complete_due: '2026-11-25 12:00:00' }, now)).toBe('正常')
    expect(slaMark({ status: '待客户', complete_due: '2026-11-24 09:00:00' }, now)).toBe('已暂停')
    expect(slaMark({ status: '已完工', complete_due: '2026-11-24 09:00:00' }, now)).toBe('')
  })

  it('counts the warning time in business hours: on Friday at 17:00 a deadline on Monday at 10:00 is near', () => {
    const friday = at(2026, 11, 27, 17)
    // 17:00–17:30 on Friday and 08:30–10:00 on Monday: 2 business hours, within the 4 of the warning
    expect(slaMark({ status: '处理中', complete_due: '2026-11-30 10:00:00' }, friday)).toBe('即将超期')
    expect(slaMark({ status: '处理中', complete_due: '2026-11-30 15:00:00' }, friday)).toBe('正常')
    // a 7-day week of 24-hour days is the wall clock again
    const always = { calendar: parseCalendar('0,1,2,3,4,5,6', '00:00-23:59'), warnHours: 4 }
    expect(slaMark({ status: '处理中', complete_due: '2026-11-30 10:00:00' }, friday, always)).toBe('正常')
    expect(slaMark({ status: '处理中', complete_due: '2026-11-27 20:00:00' }, friday, always)).toBe('即将超期')
  })
})

describe('SLA text', () => {
  it('says how long past or before the deadline, with the duration formatter', async () => {
    const { slaText } = await import('./sla')
    const now = at(2026, 11, 24, 10)
    expect(slaText({ status: '处理中', complete_due: '2026-11-23 08:00:00' }, now)).toEqual({ mark: '已超期', text: '已超期 1天2小时' })
    expect(slaText({ status: '已派工', complete_due: '2026-11-24 12:30:00' }, now)).toEqual({ mark: '即将超期', text: '剩余 2小时30分钟' })
    // a day or more in days and hours: the minutes left out
    expect(slaText({ status: '处理中', complete_due: '2026-11-20 09:32:00' }, now)).toEqual({ mark: '已超期', text: '已超期 4天' })
    expect(slaText({ status: '处理中', complete_due: '2026-11-19 19:32:00' }, now)).toEqual({ mark: '已超期', text: '已超期 4天14小时' })
    expect(slaText({ status: '待客户', complete_due: '2026-11-24 12:30:00' }, now)).toEqual({ mark: '已暂停', text: '已暂停' })
  })
})
