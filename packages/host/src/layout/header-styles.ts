import { css } from 'styled-system/css'

// What every button of the header shares (the icon buttons, the user menu's items): it draws no
// box of its own until hovered, so the bar reads as one strip. Raw, so Panda extracts it here and
// each button merges it: css(plainButton, { ... }).
export const plainButton = css.raw({
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
})
