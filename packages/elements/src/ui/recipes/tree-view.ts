import { treeViewAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, focusRing, radius } from './theme'

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: '4px',
  minHeight: '26px',
  pe: '8px',
  // Ark sets --depth on every node: indent by level.
  ps: 'calc((var(--depth) - 1) * 16px + 4px)',
  borderRadius: radius,
  cursor: 'pointer',
  color: color.text,
  outline: 'none',
  _hover: { bg: color.bgSubtle },
  _focusVisible: focusRing,
  _selected: { bg: color.primarySoft, color: color.primary },
} as const

export const treeViewRecipe = defineSlotRecipe({
  className: 'scm-tree',
  description: 'Tree of nodes: expand/collapse, select, optional checkboxes',
  slots: treeViewAnatomy.keys(),
  base: {
    root: { fontSize: '12px', color: color.text },
    label: { fontWeight: '600', mb: '4px' },
    tree: { display: 'flex', flexDirection: 'column' },
    branch: {},
    branchControl: row,
    branchTrigger: {},
    branchIndicator: {
      display: 'inline-flex',
      width: '14px',
      justifyContent: 'center',
      color: color.textMuted,
      transition: 'transform 0.15s',
      _open: { transform: 'rotate(90deg)' },
    },
    branchText: {},
    branchContent: { position: 'relative' },
    branchIndentGuide: {},
    item: { ...row, ps: 'calc((var(--depth) - 1) * 16px + 22px)' },
    itemIndicator: {},
    itemText: {},
    nodeCheckbox: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '14px',
      height: '14px',
      border: '1px solid',
      borderColor: color.border,
      borderRadius: '2px',
      bg: color.bg,
      color: '#ffffff',
      fontSize: '10px',
      _checked: { bg: color.primary, borderColor: color.primary },
      _indeterminate: { bg: color.primary, borderColor: color.primary },
    },
  },
  staticCss: ['*'],
})
