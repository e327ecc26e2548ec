// Texts as lists and details show them. Apart from ./format, whose dates bring dayjs along: an
// element that only shows a dash need not load it.

/** A text not given yet ('' or none: no delivery note, no remark) shows as a dash. */
export const orDash = (text: string | null | undefined): string => (text ? text : '—')
