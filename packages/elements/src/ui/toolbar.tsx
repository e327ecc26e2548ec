import type { ReactNode } from 'react'
import { toolbar } from 'styled-system/recipes'
import { Button } from './button'
import { SearchInput } from './search-input'

export interface ToolbarProps {
  /** 新增 */
  onCreate?: () => void
  /** 上传文件 */
  onUpload?: () => void
  /** 导出Excel; `exporting` shows it busy while the file is produced. */
  onExport?: () => void
  exporting?: boolean
  /** 搜索: shows the search box; called with the trimmed text ('' after 清空). */
  onSearch?: (text: string) => void
  searchValue?: string
  searchPlaceholder?: string
  /** 清空: shown with the search box unless false; called before the empty search. */
  onClear?: () => void
  clearable?: boolean
  /** Extra buttons after the standard ones (批量删除, 发布…). */
  children?: ReactNode
  'aria-label'?: string
}

/** The list toolbar (spec §9): 新增, 上传文件, 导出Excel, then 搜索 / 清空; each only when wired. */
export function Toolbar({
  onCreate,
  onUpload,
  onExport,
  exporting = false,
  onSearch,
  searchValue,
  searchPlaceholder,
  onClear,
  clearable = true,
  children,
  ...aria
}: ToolbarProps) {
  const cls = toolbar()
  return (
    <div className={cls.root} role="toolbar" aria-label={aria['aria-label'] ?? '操作'}>
      <div className={cls.actions}>
        {onCreate ? (
          <Button variant="primary" onClick={onCreate}>
            新增
          </Button>
        ) : null}
        {onUpload ? <Button onClick={onUpload}>上传文件</Button> : null}
        {onExport ? (
          <Button onClick={onExport} loading={exporting}>
            导出Excel
          </Button>
        ) : null}
        {children}
      </div>
      {onSearch ? (
        <SearchInput
          value={searchValue}
          onSearch={onSearch}
          placeholder={searchPlaceholder}
          clearable={clearable}
          onClear={onClear}
        />
      ) : null}
    </div>
  )
}
