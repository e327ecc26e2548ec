import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { menu } from 'styled-system/recipes'
import { Button } from '../button'
import type { TableState } from './use-table-state'

/** 列设置: a menu of checkbox items, one per column, that shows or hides it. */
export function ColumnMenu<Row>({ state }: { state: TableState<Row> }) {
  const cls = menu()
  const visibleCount = state.visibleColumns.length
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end', gutter: 4 }}>
      <Menu.Trigger asChild>
        <Button>列设置</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={cls.positioner}>
          <Menu.Content className={cls.content}>
            {state.columns.map((column) => {
              const visible = !state.isHidden(column.key)
              return (
                <Menu.CheckboxItem
                  key={column.key}
                  value={column.key}
                  checked={visible}
                  // the last visible column stays: a table needs one
                  disabled={visible && visibleCount === 1}
                  onCheckedChange={(on) => state.setColumnVisible(column.key, on)}
                  className={cls.item}
                >
                  <span className={cls.itemIndicator} data-state={visible ? 'checked' : 'unchecked'} aria-hidden="true">
                    {visible ? '✓' : ''}
                  </span>
                  <Menu.ItemText className={cls.itemText}>{column.title}</Menu.ItemText>
                </Menu.CheckboxItem>
              )
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
