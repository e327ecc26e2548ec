import { describe, expect, it } from 'vitest'
import { dueText, nextDue, shiftOf } from '.'

describe('next due of a maintenance plan', () => {
  const prev = { next_due_date: '2026-12-31', next_due_hours: 1000 }
  it('floating counts from the completion, on each side set', () => {
    expect(nextDue({ cycle_days: 30, cycle_hours: 500, mode: '浮动' }, { on: '2026-12-20', hours: 980 }, prev)).toEqual({ next_due_date: '2027-01-19', next_due_hours: 1480 })
    expect(nextDue({ cycle_days: null, cycle_hours: 500, mode: '浮动' }, { on: '2026-12-20', hours: 980 }, prev)).toEqual({ next_due_date: null, next_due_hours: 1480 })
  })
  it('fixed keeps its schedule: done early, the next is a cycle after the due; done late, the first one after the completion', () => {
    expect(nextDue({ cycle_days: 30, cycle_hours: 500, mode: '固定' }, { on: '2026-12-20', hours: 980 }, prev)).toEqual({ next_due_date: '2027-01-30', next_due_hours: 1500 })
    expect(nextDue({ cycle_days: 30, cycle_hours: 500, mode: '固定' }, { on: '2027-02-05', hours: 1620 }, prev)).toEqual({ next_due_date: '2027-03-01', next_due_hours: 2000 })
  })
  it('reads its lateness and the shift of a time', () => {
    expect(dueText({ overdue_days: 3, over_hours: 12, days_left: null, hours_left: null })).toBe('超期3天，超出12小时')
    expect(dueText({ overdue_days: null, over_hours: null, days_left: 4, hours_left: 30 })).toBe('4天后到期，剩余30小时')
    // due today reads so, not 0天后到期; a reading past its due today too
    expect(dueText({ overdue_days: null, over_hours: null, days_left: 0, hours_left: null })).toBe('今天到期')
    expect(dueText({ overdue_days: 0, over_hours: 20, days_left: null, hours_left: null })).toBe('今天到期，超出20小时')
    expect(shiftOf('2026-12-08 07:59:00')).toEqual({ shift_date: '2026-12-08', shift: '夜班' })
    expect(shiftOf('2026-12-08 16:00:00')).toEqual({ shift_date: '2026-12-08', shift: '中班' })
  })
})
