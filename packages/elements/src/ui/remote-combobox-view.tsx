import { Combobox, createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { combobox } from 'styled-system/recipes'
import { useField } from './field-context'
import type { Option } from './select'
import type { RemoteComboboxProps } from './remote-combobox'

type SearchState = 'idle' | 'loading' | 'done' | 'failed'

/**
 * Combobox whose options come from the server: typing waits `debounce` ms, then calls `search`;
 * answers to older terms are dropped so a slow reply never overwrites a newer one.
 */
export function RemoteComboboxView({
  search,
  value,
  onValueChange,
  debounce = 300,
  placeholder = '输入关键字搜索',
  label,
  size = 'mini',
  disabled,
  name,
  onBlur,
  ...aria
}: RemoteComboboxProps) {
  const [items, setItems] = useState<Option[]>([])
  const [state, setState] = useState<SearchState>('idle')
  const [inputValue, setInputValue] = useState(value?.label ?? '')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(0)
  const searchRef = useRef(search)
  searchRef.current = search

  // An outside change of the value shows its label in the input.
  useEffect(() => setInputValue(value?.label ?? ''), [value?.value, value?.label])
  useEffect(() => () => clearTimeout(timer.current), [])

  // the trimmed term last asked (null after a failure: asking again is a retry)
  const asked = useRef<string | null>(null)
  const runSearch = (term: string) => {
    const ticket = ++latest.current
    asked.current = term.trim()
    setState('loading')
    searchRef.current(term.trim()).then(
      (found) => {
        if (ticket !== latest.current) return
        setItems(found)
        setState('done')
      },
      () => {
        if (ticket !== latest.current) return
        asked.current = null
        setItems([])
        setState('failed')
      },
    )
  }
  const scheduleSearch = (term: string) => {
    clearTimeout(timer.current)
    // a typed space (or one taken away) asks the server nothing new
    if (term.trim() === asked.current) return
    timer.current = setTimeout(() => runSearch(term), debounce)
  }

  // Keep the chosen option in the collection so its label stays resolvable.
  const collection = useMemo(() => {
    const all = value && !items.some((i) => i.value === value.value) ? [value, ...items] : items
    return createListCollection({ items: all })
  }, [items, value])

  const cls = combobox({ size })
  const field = useField()
  const emptyText = state === 'loading' ? '搜索中…' : state === 'failed' ? '搜索失败' : '无匹配数据'
  return (
    <Combobox.Root
      className={cls.root}
      collection={collection}
      value={value ? [value.value] : []}
      inputValue={inputValue}
      ids={field ? { label: field.ids.label, input: field.ids.control } : undefined}
      disabled={disabled ?? field?.disabled}
      invalid={field?.invalid}
      required={field?.required}
      readOnly={field?.readOnly}
      name={name}
      openOnClick
      inputBehavior="none"
      positioning={{ sameWidth: true, gutter: 4 }}
      translations={{ triggerLabel: '展开选项', clearTriggerLabel: '清除' }}
      onInputValueChange={(d) => {
        if (d.reason === 'input-change') {
          // typed: commit at once, or a render still holding the previous text puts it back into
          // the input and a fast typist's next key is lost (lisi → lii on a busy machine)
          flushSync(() => setInputValue(d.inputValue))
          scheduleSearch(d.inputValue)
        } else setInputValue(d.inputValue)
      }}
      onOpenChange={(d) => {
        if (d.open && state === 'idle') runSearch(inputValue)
        if (!d.open) onBlur?.()
      }}
      onValueChange={(d) => onValueChange?.((d.items[0] as Option | undefined) ?? null)}
    >
      {label ? <Combobox.Label className={cls.label}>{label}</Combobox.Label> : null}
      <Combobox.Control className={cls.control}>
        <Combobox.Input className={cls.input} placeholder={placeholder} aria-label={aria['aria-label']} aria-describedby={field?.describedBy} />
        {value ? (
          <Combobox.ClearTrigger className={cls.clearTrigger}>×</Combobox.ClearTrigger>
        ) : null}
        <Combobox.Trigger className={cls.trigger}>▾</Combobox.Trigger>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner className={cls.positioner}>
          <Combobox.Content className={cls.content} aria-busy={state === 'loading'}>
            {items.length === 0 ? (
              <div className={cls.empty} role="status">
                {emptyText}
              </div>
            ) : (
              items.map((item) => (
                <Combobox.Item key={item.value} item={item} className={cls.item}>
                  <Combobox.ItemText className={cls.itemText}>{item.label}</Combobox.ItemText>
                  <Combobox.ItemIndicator className={cls.itemIndicator}>✓</Combobox.ItemIndicator>
                </Combobox.Item>
              ))
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  )
}
