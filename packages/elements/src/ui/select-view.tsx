import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select'
import { useMemo } from 'react'
import { select } from 'styled-system/recipes'
import { useField } from './field-context'
import { choicesText, type Option, type SelectProps } from './select'

/**
 * Single-choice select (Ark Select), or several-choice with `multiple`. The list is portalled into
 * the element's shadow root by the runtime's EnvironmentProvider, so it is styled and stays inside
 * the element.
 */
export function SelectView({
  items,
  value,
  onValueChange,
  placeholder = '请选择',
  clearable = false,
  label,
  size = 'mini',
  disabled,
  name,
  onBlur,
  className,
  multiple = false,
  values,
  onValuesChange,
  ...aria
}: SelectProps) {
  const collection = useMemo(() => createListCollection({ items, isItemDisabled: (item) => !!item.disabled }), [items])
  const cls = select({ size })
  const field = useField()
  return (
    <ArkSelect.Root
      className={className ? `${cls.root} ${className}` : cls.root}
      collection={collection}
      multiple={multiple}
      value={multiple ? (values ?? []) : value ? [value] : []}
      ids={field ? { label: field.ids.label, hiddenSelect: field.ids.control } : undefined}
      disabled={disabled ?? field?.disabled}
      invalid={field?.invalid}
      required={field?.required}
      readOnly={field?.readOnly}
      name={name}
      positioning={{ sameWidth: true, gutter: 4 }}
      onValueChange={(d) => (multiple ? onValuesChange?.(d.value) : onValueChange?.(d.value[0] ?? null, (d.items[0] as Option | undefined) ?? null))}
      onOpenChange={(d) => {
        if (!d.open) onBlur?.()
      }}
    >
      {label ? <ArkSelect.Label className={cls.label}>{label}</ArkSelect.Label> : null}
      <ArkSelect.Control className={cls.control}>
        <ArkSelect.Trigger className={cls.trigger} aria-label={aria['aria-label']}>
          {multiple ? (
            <ArkSelect.Context>
              {(api) => (
                <span className={cls.valueText} data-placeholder-shown={api.selectedItems.length ? undefined : ''}>
                  {api.selectedItems.length ? choicesText(api.selectedItems as Option[]) : placeholder}
                </span>
              )}
            </ArkSelect.Context>
          ) : (
            <ArkSelect.ValueText className={cls.valueText} placeholder={placeholder} />
          )}
          <ArkSelect.Indicator className={cls.indicator} aria-hidden="true">
            ▾
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
        {clearable && (multiple ? values?.length : value) ? (
          <ArkSelect.ClearTrigger className={cls.clearTrigger} aria-label="清除">
            ×
          </ArkSelect.ClearTrigger>
        ) : null}
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner className={cls.positioner}>
          <ArkSelect.Content className={cls.content}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={cls.item}>
                <ArkSelect.ItemText className={cls.itemText}>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={cls.itemIndicator}>✓</ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  )
}
