import { useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { menu } from 'styled-system/recipes'
import { Button } from '../button'
import { Checkbox } from '../checkbox'
import type { TableState } from './use-table-state'

const anchor = css({ position: 'relative' })
const panel = css({ position: 'absolute', top: '100%', insetInlineEnd: 0, mt: '4px' })

/**
 * 列设置: a disclosure button opening a list of checkboxes, one per column, that show or hide it.
 * Escape (focus goes back to the button) and a click elsewhere close it.
 */
export function ColumnMenu<Row>({ state }: { state: TableState<Row> }) {
  const cls = menu()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const visibleCount = state.visibleColumns.length

  useEffect(() => {
    if (!open) return
    // composedPath() sees through the element's shadow root, where the menu lives
    const onPointerDown = (e: PointerEvent) => {
      if (root.current && !e.composedPath().includes(root.current)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => document.removeEventListener('pointerdown', onPointerDown, true)
  }, [open])

  return (
    <div
      ref={root}
      className={anchor}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return
        e.stopPropagation()
        setOpen(false)
        trigger.current?.focus()
      }}
    >
      <Button ref={trigger} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        列设置
      </Button>
      {open ? (
        <div id={panelId} role="group" aria-label="显示的列" className={`${cls.content} ${panel}`}>
          {state.columns.map((column) => {
            const visible = !state.isHidden(column.key)
            return (
              <div key={column.key} className={cls.item}>
                <Checkbox
                  label={column.title}
                  checked={visible}
                  // the last visible column stays: a table needs one
                  disabled={visible && visibleCount === 1}
                  onCheckedChange={(on) => state.setColumnVisible(column.key, on)}
                />
              </div>
            )
          })}
        </div>
      ) : null}
    </div>
  )
}
