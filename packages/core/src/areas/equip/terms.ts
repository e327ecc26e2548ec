// Equipment (设备, /equip): statuses, kinds and shifts written once, and the due computation of a
// maintenance plan (machine × item) that the server runs in the transaction of a log or a reading.
import type { DocumentStatus } from '../../document/define'
import { daysDueText } from '../../format/format'
import type { WorkshopRole } from '../../business/workshop-roles'

/** Statuses of a machine in the ledger, with their tones. */
export const EQUIP_STATUS_VALUES = [
  { value: '在用', tone: 'success' },
  { value: '停用', tone: 'default' },
  { value: '维修', tone: 'warning' },
  { value: '报废', tone: 'error' },
] as const satisfies readonly DocumentStatus[]
export type EquipStatus = (typeof EQUIP_STATUS_VALUES)[number]['value']

/** Machines that are maintained and inspected (a stopped or scrapped one is not). */
export const EQUIP_RUNNING: readonly EquipStatus[] = ['在用', '维修']

/** The role the overdue maintenance of a workshop escalates to (its supervisor). */
export const WORKSHOP_SUPERVISOR_ROLE = 'workshop' satisfies WorkshopRole

/** Kinds of a maintenance log: planned maintenance closes a due item; a breakdown repair sets the machine 维修 and back. */
export const MAIN_LOG_KINDS = ['保养', '故障维修'] as const
export type MainLogKind = (typeof MAIN_LOG_KINDS)[number]

export const MAIN_LOG_STATUS_VALUES = [
  { value: '处理中', tone: 'processing' },
  { value: '已完成', tone: 'success' },
] as const satisfies readonly DocumentStatus[]

/** Where a maintenance plan's next due counts from: the due date/reading (固定) or the last completion (浮动). */
export const CYCLE_MODES = ['固定', '浮动'] as const
export type CycleMode = (typeof CYCLE_MODES)[number]

/** A spot-inspection item is judged by eye (判定) or measured against its limits (测量). */
export const OSIP_METHODS = ['目视', '听音', '触摸', '测量'] as const
export const OSIP_RESULTS = ['正常', '异常'] as const
export type OsipResult = (typeof OSIP_RESULTS)[number]

export const OSIP_LOG_STATUS_VALUES = [{ value: '已提交', tone: 'success' }] as const satisfies readonly DocumentStatus[]

/** Shifts of the plant, by hour of the day [start, end). */
export const SHIFTS = [
  { name: '夜班', start: 0, end: 8 },
  { name: '早班', start: 8, end: 16 },
  { name: '中班', start: 16, end: 24 },
] as const
export type ShiftName = (typeof SHIFTS)[number]['name']
export const SHIFT_NAMES = SHIFTS.map((s) => s.name) as ShiftName[]

/** The shift a wall-clock time (YYYY-MM-DD HH:mm:ss, the server's clock) falls in. */
export function shiftOf(dateTime: string): { shift_date: string; shift: ShiftName } {
  const hour = Number(dateTime.slice(11, 13)) || 0
  const shift = SHIFTS.find((s) => hour >= s.start && hour < s.end) ?? SHIFTS[0]
  return { shift_date: dateTime.slice(0, 10), shift: shift.name }
}

/** Reminder states of a plan as the reminder list shows them. */
export const REMINDER_STATES = [
  { value: '超期', tone: 'error' },
  { value: '临期', tone: 'warning' },
] as const satisfies readonly DocumentStatus[]

export const EQUIP_MESSAGES = {
  noTarget: '请选择设备类型或设备',
  noCycle: '请填写周期天数或周期小时',
  readingBelow: '运行小时读数不能小于当前读数',
  readingInvalid: '运行小时读数须为0到1000000之间的数',
  noItem: '请选择保养项目',
  itemNotOfMachine: '该保养项目不适用于所选设备',
  noResult: '请填写维修结果',
  notRunning: '设备已停用或报废，不能登记',
  osipItemNotOfMachine: '点检项目不属于该设备类型',
  noMachine: '设备不存在',
  limitsOrder: '下限不能大于上限',
} as const

const DAY_MS = 86_400_000

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  return new Date(d.getTime() + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

export interface PlanCycle {
  cycle_days: number | null
  cycle_hours: number | null
  mode: CycleMode
}

export interface PlanDue {
  next_due_date: string | null
  next_due_hours: number | null
}

/**
 * The next due date and reading of a plan once the item is done on `doneOn` at `doneHours`
 * running hours. Floating counts from the completion; fixed keeps its calendar (and meter)
 * schedule: the previous due plus whole cycles, the first one after the completion. A cycle not
 * set leaves its side empty; whichever side comes first makes the plan due.
 */
export function nextDue(cycle: PlanCycle, done: { on: string; hours: number }, previous: PlanDue): PlanDue {
  let date: string | null = null
  if (cycle.cycle_days && cycle.cycle_days > 0) {
    if (cycle.mode === '固定' && previous.next_due_date) {
      // the due it closes is met: the next is a cycle on, and past the completion when done late
      const behind = daysBetween(previous.next_due_date, done.on)
      date = addDays(previous.next_due_date, (behind >= 0 ? Math.floor(behind / cycle.cycle_days) + 1 : 1) * cycle.cycle_days)
    } else date = addDays(done.on, cycle.cycle_days)
  }
  let hours: number | null = null
  if (cycle.cycle_hours && cycle.cycle_hours > 0) {
    if (cycle.mode === '固定' && previous.next_due_hours != null) {
      const behind = done.hours - previous.next_due_hours
      hours = previous.next_due_hours + (behind >= 0 ? Math.floor(behind / cycle.cycle_hours) + 1 : 1) * cycle.cycle_hours
    } else hours = done.hours + cycle.cycle_hours
  }
  return { next_due_date: date, next_due_hours: hours }
}

/** The first due of a new plan: a cycle from today and from the machine's current reading. */
export function firstDue(cycle: PlanCycle, today: string, hours: number): PlanDue {
  return nextDue({ ...cycle, mode: '浮动' }, { on: today, hours }, { next_due_date: null, next_due_hours: null })
}

/** How a reminder row reads its lateness: 超期3天 / 超出12小时 / 今天到期 / 3天后到期 (core's daysDueText). */
export function dueText(row: { overdue_days: number | null; over_hours: number | null; days_left: number | null; hours_left: number | null }): string {
  const parts: string[] = []
  // overdue_days 0: the reading passed its due today
  if (row.overdue_days != null && row.overdue_days >= 0) parts.push(daysDueText(-row.overdue_days))
  if (row.over_hours != null && row.over_hours >= 0) parts.push(`超出${Math.round(row.over_hours)}小时`)
  if (parts.length) return parts.join('，')
  if (row.days_left != null) parts.push(daysDueText(row.days_left))
  if (row.hours_left != null) parts.push(`剩余${Math.round(row.hours_left)}小时`)
  return parts.join('，')
}

/** The equipment area's own calls (beside the kits' derived ones), written once for server and screens. */
export const EQUIP_PATHS = {
  reading: '/api/EquipAccount/Reading',
  plans: '/api/EquipAccount/Plans',
  reminders: '/api/EquipMainItemWran/GetList',
  remindersExport: '/api/EquipMainItemWran/Export',
  osipEntry: '/api/EquipOsipLog/Entry',
  osipSubmit: '/api/EquipOsipLog/Submit',
  osipMissed: '/api/EquipOsipLog/Missed',
} as const

/** A reminder row as GET /api/EquipMainItemWran/GetList answers it. */
export interface ReminderRow {
  id: number
  equip_id: number
  asset_no: string
  equip_name: string
  location: string | null
  workshop_id: number | null
  workshop_name: string | null
  item_id: number
  item_name: string
  next_due_date: string | null
  next_due_hours: number | null
  running_hours: number
  state: '超期' | '临期'
  overdue_days: number | null
  over_hours: number | null
  days_left: number | null
  hours_left: number | null
  escalated_to: string
  due_text: string
}
