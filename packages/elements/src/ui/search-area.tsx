import { useEffect, useState, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { input, toolbar } from 'styled-system/recipes'
import { trimText } from '@scm/core'
import { Button } from './button'

export interface SearchAreaProps {
  /** Accessible name of the area. Default 筛选条件. */
  'aria-label'?: string
  /** The keyword box and its last searched text; omitted = no keyword box. */
  keyword?: { value: string; placeholder?: string }
  /** 搜索 or Enter in the keyword box, with the trimmed keyword ('' without a box). */
  onSearch: (keyword: string) => void
  /** 清空: the screen resets its filters and keyword (and searches). */
  onClear: () => void
  /** The filter controls (selects apply at once, typed fields on Enter or 搜索). */
  children?: ReactNode
  /** Buttons after 搜索 / 清空 (导出Excel, 新增…). */
  actions?: ReactNode
}

// Wraps, and no part is ever wider than the row: on a phone (375px) each filter takes a line of
// its own and shrinks to it, so the list screen never scrolls sideways.
const area = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  alignItems: 'flex-end',
  minW: 0,
  '& > *': { maxW: '100%', minW: 0 },
})
const buttons = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
  alignItems: 'center',
})
const keywordBox = css({ display: 'flex', alignItems: 'center', maxW: '100%', '& > input': { minW: 0, maxW: '100%' } })

/**
 * THE search area of a list: filters, the keyword box, 搜索 and 清空 in one place (spec §5: the
 * keyword is trimmed, it searches on Enter or 搜索, clearing also searches).
 */
export function SearchArea({ keyword, onSearch, onClear, children, actions, ...aria }: SearchAreaProps) {
  const [text, setText] = useState(keyword?.value ?? '')
  useEffect(() => setText(keyword?.value ?? ''), [keyword?.value])
  const submit = () => {
    const trimmed = trimText(text)
    setText(trimmed)
    onSearch(trimmed)
  }
  return (
    <div className={area} role="search" aria-label={aria['aria-label'] ?? '筛选条件'}>
      {children}
      {keyword ? (
        <span className={keywordBox}>
          <input
            type="search"
            className={cx(input({ size: 'mini' }), toolbar().searchInput)}
            value={text}
            placeholder={keyword.placeholder ?? '请输入关键字'}
            aria-label="搜索关键字"
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                e.preventDefault()
                submit()
              }
            }}
          />
        </span>
      ) : null}
      <span className={buttons}>
        <Button variant="primary" onClick={submit}>
          搜索
        </Button>
        <Button
          onClick={() => {
            setText('')
            onClear()
          }}
        >
          清空
        </Button>
        {actions}
      </span>
    </div>
  )
}
