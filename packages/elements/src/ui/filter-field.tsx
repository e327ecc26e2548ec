import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react'
import { FormField } from './form-field'

// What every filter of a list does alike, whether a resource's definition declares it
// (resource/filter-fields) or a hand-written list names it (list/filter-bar): label and input on
// one line, no rules of its own, typed text applied on Enter (spec §5: search on Enter or 搜索),
// and a draft that follows the applied filters until the user edits it.

const NO_RULES: never[] = []

/** One filter: its label and input on one line. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FormField label={label} layout="horizontal" rules={NO_RULES}>
      {children}
    </FormField>
  )
}

/** Enter (not the one that ends an input method's composition) applies. */
export const onEnter = (apply: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' && !e.nativeEvent.isComposing) apply()
}

/** The filters being edited: the applied ones until the user changes one, and again after each apply. */
export function useFilterDraft<F>(applied: F) {
  const [draft, setDraft] = useState<F>(applied)
  useEffect(() => setDraft(applied), [applied])
  return [draft, setDraft] as const
}
