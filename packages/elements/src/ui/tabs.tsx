import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'
import { tabs } from 'styled-system/recipes'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  items: TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  'aria-label'?: string
  /** Keep hidden panels mounted (a screen keeps its three tab states, spec §3). Default true. */
  keepMounted?: boolean
}

/** Tabs; arrow keys move between tabs (Ark), panels stay mounted so each keeps its state. */
export function Tabs({ items, value, defaultValue, onValueChange, keepMounted = true, ...aria }: TabsProps) {
  const cls = tabs()
  return (
    <ArkTabs.Root
      className={cls.root}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(d) => onValueChange?.(d.value)}
      lazyMount={!keepMounted}
      unmountOnExit={!keepMounted}
    >
      <ArkTabs.List className={cls.list} aria-label={aria['aria-label']}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={cls.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={cls.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  )
}
