import { select } from 'styled-system/recipes'
import type { ControlSize } from './button'
import { lazyPart } from './lazy-part'

export interface Option {
  label: string
  value: string
  disabled?: boolean
}

export interface SelectProps {
  items: Option[]
  /** The chosen value; null (or '') when nothing is chosen. */
  value: string | null
  onValueChange?: (value: string | null, item: Option | null) => void
  placeholder?: string
  /** Shows a 清除 button that empties the choice. */
  clearable?: boolean
  label?: string
  'aria-label'?: string
  size?: ControlSize
  disabled?: boolean
  name?: string
  onBlur?: () => void
  className?: string
  /**
   * Several choices at once (a filter on a list of values: 当前位置 已交付、服务中): `values` are
   * shown and `onValuesChange` hears them; `value` and `onValueChange` are then not used.
   */
  multiple?: boolean
  values?: string[]
  onValuesChange?: (values: string[]) => void
}
/** What a several-choice select shows: the chosen labels, 、 between them. */
export const choicesText = (chosen: Option[]) => chosen.map((item) => item.label).join('、')

/**
 * Single-choice (or, with `multiple`, several-choice) select (Ark Select, ./select-view). The list is portalled into the element's shadow
 * root by the runtime's EnvironmentProvider, so it is styled and stays inside the element. The Ark
 * machine is fetched after the screen's first paint; until then the closed trigger is drawn as is.
 */
export const Select = lazyPart<SelectProps>(
  'Select',
  () => import('./select-view').then((m) => m.SelectView),
  ({ items, value, values, multiple, placeholder = '请选择', label, size = 'mini', className, ...rest }) => {
    const cls = select({ size })
    const picked = multiple ? items.filter((item) => values?.includes(item.value)) : items.filter((item) => item.value === value)
    const chosen = picked.length ? { label: choicesText(picked) } : undefined
    return (
      <div className={className ? `${cls.root} ${className}` : cls.root} aria-busy="true">
        {label ? <span className={cls.label}>{label}</span> : null}
        <div className={cls.control}>
          <span className={cls.trigger} data-disabled={rest.disabled || undefined}>
            <span className={cls.valueText} data-placeholder-shown={chosen ? undefined : ''}>
              {chosen ? chosen.label : placeholder}
            </span>
            <span className={cls.indicator} aria-hidden="true">
              ▾
            </span>
          </span>
        </div>
      </div>
    )
  },
)
