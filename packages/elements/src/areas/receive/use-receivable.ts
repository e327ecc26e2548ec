import { useCallback, useState } from 'react'
import type { ListPage } from '@scm/core'
import { useApi } from '../../runtime'
import type { BatchRow, Receivable } from '@scm/core/business'
import { RECEIVE_PATHS } from '@scm/core/receive'

// What may be received now, looked up by order no, delivery note no (DN…), a batch id, or the
// public key a delivery note's QR code carries.


export type ReceivableQuery = { order_no: string } | { batch_id: number } | { key: string }

/** Typed text → the query: a delivery note number starts with DN, anything else is an order no. */
export function isBatchNo(text: string): boolean {
  return /^DN\d+$/i.test(text.trim())
}

export function useReceivable() {
  const api = useApi()
  const [receivable, setReceivable] = useState<Receivable | null>(null)
  const [loading, setLoading] = useState(false)
  const [query, setQuery] = useState<ReceivableQuery | null>(null)

  const load = useCallback(
    async (next: ReceivableQuery, silent = false): Promise<boolean> => {
      setLoading(true)
      try {
        setReceivable(await api.get<Receivable>(RECEIVE_PATHS.receivable, { query: next, timestamp: true, silent }))
        setQuery(next)
        return true
      } catch {
        setReceivable(null)
        return false
      } finally {
        setLoading(false)
      }
    },
    [api],
  )

  /** Looks up typed text: an order no, or a delivery note no through the batch list. */
  const lookUp = useCallback(
    async (text: string): Promise<boolean> => {
      const wanted = text.trim()
      if (!wanted) return false
      if (!isBatchNo(wanted)) return load({ order_no: wanted })
      try {
        const page = await api.post<ListPage<BatchRow>>(RECEIVE_PATHS.batches, { page: 1, rows: 5, batch_no: wanted })
        const batch = page.rows.find((row) => row.batch_no.toUpperCase() === wanted.toUpperCase())
        if (!batch) {
          setReceivable(null)
          return false
        }
        return load({ batch_id: batch.id })
      } catch {
        return false
      }
    },
    [api, load],
  )

  // after a receipt the order may be complete and no longer receivable: not an error to show
  const reload = useCallback(() => (query ? load(query, true) : Promise.resolve(false)), [load, query])
  return { receivable, loading, load, lookUp, reload, clear: () => setReceivable(null) }
}
