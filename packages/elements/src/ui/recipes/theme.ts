// Colours and sizes shared by the recipes. Colours are CSS custom properties with fallbacks:
// custom properties cross the shadow boundary, so a host page re-themes every element by setting
// `--scm-color-*` on any ancestor. Fallbacks keep text at WCAG AA contrast (4.5:1) on white.
export const color = {
  primary: 'var(--scm-color-primary, #1a62c0)',
  primaryHover: 'var(--scm-color-primary-hover, #1f6fd1)',
  primarySoft: 'var(--scm-color-primary-soft, #ecf5ff)',
  danger: 'var(--scm-color-danger, #b83232)',
  dangerHover: 'var(--scm-color-danger-hover, #c93c3c)',
  dangerSoft: 'var(--scm-color-danger-soft, #fef0f0)',
  success: 'var(--scm-color-success, #2e7d32)',
  successSoft: 'var(--scm-color-success-soft, #f0f9eb)',
  text: 'var(--scm-color-text, #303133)',
  textRegular: 'var(--scm-color-text-regular, #606266)',
  textMuted: 'var(--scm-color-text-muted, #6b6e73)',
  border: 'var(--scm-color-border, #c8ccd4)',
  borderLight: 'var(--scm-color-border-light, #ebeef5)',
  bg: 'var(--scm-color-bg, #ffffff)',
  bgSubtle: 'var(--scm-color-bg-subtle, #f5f7fa)',
  backdrop: 'var(--scm-color-backdrop, rgba(0, 0, 0, 0.45))',
} as const

// "mini" is the default size of every control (spec: default component size is mini).
export const control = {
  mini: { height: '28px', fontSize: '12px', px: '10px' },
  default: { height: '32px', fontSize: '13px', px: '12px' },
} as const

export const radius = '4px'
export const shadow = '0 2px 12px 0 rgba(0, 0, 0, 0.12)'

// Visible keyboard focus on every interactive part.
export const focusRing = {
  outline: '2px solid',
  outlineColor: color.primary,
  outlineOffset: '1px',
} as const

// Floating panels (select lists, menus, date picker) rendered into the shadow root by Ark's Portal.
export const floatingPanel = {
  bg: color.bg,
  border: '1px solid',
  borderColor: color.borderLight,
  borderRadius: radius,
  boxShadow: shadow,
  zIndex: 2000,
  fontSize: '12px',
  color: color.text,
} as const

// Marked invalid by our validation only (Ark's data-invalid / aria-invalid), never by the browser's
// :invalid, which would paint an untouched empty required box red.
export const invalid = '&[data-invalid], &[aria-invalid=true]'

// The parts every framed Ark control shares (combobox, date picker, number input): a column of
// label and frame, the frame bordered like an input and lit while its input has focus, the input
// itself borderless inside it. Each recipe adds what is its own (invalid frame, steppers, panel).
export const framedControl = {
  root: { display: 'inline-flex', flexDirection: 'column', gap: '4px', width: '100%', fontSize: '12px' },
  label: { fontSize: '12px', color: color.textRegular },
  frame: {
    bg: color.bg,
    border: '1px solid',
    borderColor: color.border,
    borderRadius: radius,
    _focusWithin: { borderColor: color.primary },
  },
  input: { flex: '1', minWidth: 0, border: 'none', outline: 'none', bg: 'transparent', color: color.text },
} as const

/** The size variants of a framed control: the frame's height, the input's font size and padding. */
export function framedSizes(inputPx: { mini: string; default: string } = { mini: control.mini.px, default: control.default.px }) {
  return {
    size: {
      mini: { control: { height: control.mini.height }, input: { fontSize: control.mini.fontSize, px: inputPx.mini } },
      default: { control: { height: control.default.height }, input: { fontSize: control.default.fontSize, px: inputPx.default } },
    },
  }
}

// Checkbox and switch: the label beside the box, the whole row clickable.
export const toggleRoot = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  fontSize: '12px',
  color: color.text,
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed', opacity: 0.6 },
} as const
