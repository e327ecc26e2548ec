import { useEffect, useRef } from 'react'
import { refLabelKey } from '@scm/core'
import type { Column } from '../../ui/data-table'

// What the inspection and handling lists share: the lot's columns, the kit list request with fixed filters, and
// reloading a list when something it shows was changed in a dialog.

export type InspectionRow = Record<string, unknown> & { id: number }

/** The columns naming a lot, first in both the 检验中 list and the 不合格批 list. */
export const LOT_COLUMNS: Column<InspectionRow>[] = [
  { key: 'insp_no', title: '检验单号', width: 150 },
  { key: 'rcv_no', title: '收货单号', width: 150 },
  { key: refLabelKey('supplyid'), title: '供应商', width: 180 },
  { key: 'mtr_code', title: '物料编码', width: 120 },
  { key: 'mtr_name', title: '物料名称', width: 140 },
  { key: 'lot_qty', title: '检验批量', kind: 'count', width: 90 },
]

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
