import { formatDate } from '@scm/core'

// The dates a document form starts with: received today, arriving or wanted in so many days.

/** Today, as the user's calendar says (YYYY-MM-DD). */
export const today = (): string => formatDate(new Date())

/** A date `days` after today (YYYY-MM-DD). */
export function daysFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return formatDate(date)
}
