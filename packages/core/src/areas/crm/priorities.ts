// Apart from the resource definitions (defs/crm.ts): the work order's document reads the priorities
// alone, and a page of one work-order widget should not carry every after-sales code table.

/** Priorities of a work order; the SLA hours of a work order type are given per priority. */
export const WORKBILL_PRIORITIES = ['紧急', '较急', '一般'] as const
export type WorkbillPriority = (typeof WORKBILL_PRIORITIES)[number]

/** The type's columns holding the response / completion hours of each priority. */
export const SLA_HOURS_FIELDS: Record<WorkbillPriority, { response: string; complete: string }> = {
  紧急: { response: 'resp_hours_urgent', complete: 'done_hours_urgent' },
  较急: { response: 'resp_hours_high', complete: 'done_hours_high' },
  一般: { response: 'resp_hours_normal', complete: 'done_hours_normal' },
}
