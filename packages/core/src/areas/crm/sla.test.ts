import { describe, expect, it } from 'vitest'
import { parseCalendar } from '../../business/service-calendar'
import { slaMark } from './sla'

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min)

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
