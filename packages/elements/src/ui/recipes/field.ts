import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color } from './theme'

// FormField: label on top (or left), red star when required, error text under the control.
export const fieldRecipe = defineSlotRecipe({
  className: 'scm-field',
  description: 'Form field: label, required star, control, error text',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'grid', gap: '4px', alignContent: 'start', fontSize: '12px', color: color.text },
    label: { fontSize: '12px', fontWeight: '500', color: color.textRegular, lineHeight: '1.4' },
    requiredIndicator: { color: color.danger, marginInlineEnd: '2px' },
    errorText: { color: color.danger, fontSize: '12px', lineHeight: '1.3' },
    helperText: { color: color.textMuted, fontSize: '12px' },
  },
  variants: {
    layout: {
      vertical: {},
      horizontal: {
        // minmax(0, …): the control's column shrinks with the row (a date range on a phone)
        // instead of holding its inputs' intrinsic width and pushing the page wider
        root: { gridTemplateColumns: '100px minmax(0, 1fr)', columnGap: '8px', alignItems: 'center' },
        label: { textAlign: 'end' },
        errorText: { gridColumn: '2' },
        helperText: { gridColumn: '2' },
      },
    },
  },
  defaultVariants: { layout: 'vertical' },
  staticCss: ['*'],
})
