import { combobox } from 'styled-system/recipes'
import type { ControlSize } from './button'
import { lazyPart } from './lazy-part'
import type { Option } from './select'

export interface RemoteComboboxProps {
  /** Asks the server for options matching the typed term (already trimmed). */
  search: (term: string) => Promise<Option[]>
  value: Option | null
  onValueChange?: (item: Option | null) => void
  /** Milliseconds of quiet typing before searching. */
  debounce?: number
  placeholder?: string
  label?: string
  'aria-label'?: string
  size?: ControlSize
  disabled?: boolean
  name?: string
  onBlur?: () => void
}

/**
 * Combobox whose options come from the server (Ark Combobox, ./remote-combobox-view, fetched after
 * the first paint): typing waits `debounce` ms, then calls `search`; answers to older terms are
 * dropped so a slow reply never overwrites a newer one.
 */
export const RemoteCombobox = lazyPart<RemoteComboboxProps>(
  'RemoteCombobox',
  () => import('./remote-combobox-view').then((m) => m.RemoteComboboxView),
  ({ value, placeholder = '输入关键字搜索', label, size = 'mini' }) => {
    const cls = combobox({ size })
    return (
      <div className={cls.root} aria-busy="true">
        {label ? <span className={cls.label}>{label}</span> : null}
        <div className={cls.control}>
          <span className={cls.input}>{value?.label ?? placeholder}</span>
          <span className={cls.trigger} aria-hidden="true">
            ▾
          </span>
        </div>
      </div>
    )
  },
)
