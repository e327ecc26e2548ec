// Small inline icons (no icon font: pages embedding the elements may not load one, and emoji
// glyphs depend on the machine's fonts). Decorative: hidden from screen readers, the button
// around them carries the name.

const box = { width: 14, height: 14, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 } as const

export function CalendarIcon() {
  return (
    <svg {...box} aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
    </svg>
  )
}

export function SpinnerIcon() {
  return (
    <svg {...box} aria-hidden="true" focusable="false">
      <path d="M8 2a6 6 0 1 1-6 6">
        <animateTransform attributeName="transform" type="rotate" from="0 8 8" to="360 8 8" dur="0.8s" repeatCount="indefinite" />
      </path>
    </svg>
  )
}

/** An empty tray: the picture of a list with no records. */
export function EmptyIcon() {
  return (
    <svg width={40} height={32} viewBox="0 0 40 32" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true" focusable="false">
      <path d="M4 18 9 6h22l5 12v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
      <path d="M4 18h10l2 4h8l2-4h10" />
    </svg>
  )
}
