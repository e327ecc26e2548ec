import { useEffect, useRef } from 'react'

// What the inspection and handling lists share: the kit list request with fixed filters, and
// reloading a list when something it shows was changed in a dialog.

export type InspectionRow = Record<string, unknown> & { id: number }

/** A kit list call with fixed filters of the definition's fields ({field: {op, value}}). */
export const kitRequest =
  (filters: Record<string, { op: string; value: unknown }>) =>
  ({ sort, searchKey }: { sort: { key: string; order: string } | null; searchKey: string }) => ({
    ...(sort ? { sidx: sort.key, sord: sort.order } : {}),
    ...(searchKey ? { searchKey } : {}),
    filters,
  })

/** Reloads a list when `version` changes (after something the list shows was changed elsewhere). */
export function useReloadOn(version: number, reload: () => void) {
  const seen = useRef(version)
  useEffect(() => {
    if (seen.current === version) return
    seen.current = version
    reload()
  }, [version, reload])
}
