import { useEffect, useState } from 'react'
import { cx } from 'styled-system/css'
import { input, toolbar } from 'styled-system/recipes'
import { trimText } from '@scm/core'
import { Button } from './button'

export interface SearchInputProps {
  /** Last searched text (shown in the box); the box is edited locally until a search. */
  value?: string
  /** Called with the trimmed text on Enter or 搜索, and with '' on 清空. */
  onSearch: (text: string) => void
  placeholder?: string
  'aria-label'?: string
  /** Show the 清空 button. Default true. */
  clearable?: boolean
  /** Called on 清空 before the search with '' (to reset other filters too). */
  onClear?: () => void
}

/** Spec §5: the search text is trimmed; it submits on Enter or 搜索; 清空 clears and searches. */
export function SearchInput({
  value = '',
  onSearch,
  placeholder = '请输入关键字',
  clearable = true,
  onClear,
  ...aria
}: SearchInputProps) {
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  const submit = () => {
    const trimmed = trimText(text)
    setText(trimmed)
    onSearch(trimmed)
  }
  const cls = toolbar()
  return (
    <div className={cls.search} role="search">
      <input
        type="search"
        className={cx(input({ size: 'mini' }), cls.searchInput)}
        value={text}
        placeholder={placeholder}
        aria-label={aria['aria-label'] ?? '搜索关键字'}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault()
            submit()
          }
        }}
      />
      <Button variant="primary" onClick={submit}>
        搜索
      </Button>
      {clearable ? (
        <Button
          onClick={() => {
            setText('')
            onClear?.()
            onSearch('')
          }}
        >
          清空
        </Button>
      ) : null}
    </div>
  )
}
