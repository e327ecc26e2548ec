import { useState } from 'react'
import { standardDocument } from '@scm/core'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'

// 检验标准's own action beside the kit's: 修订, an approved version → the next version's draft.

/** 修订 of an approved standard: answers the new draft's id to `onRevised`. */
export function ReviseButton({ id, onRevised, inRow = false }: { id: number; onRevised: (newId: number) => void; inRow?: boolean }) {
  const api = useApi()
  const emit = useEmit()
  const [busy, setBusy] = useState(false)
  const revise = async () => {
    setBusy(true)
    try {
      const saved = await api.post<{ id: number }>(`${standardDocument.basePath}/Revise`, { id }, { successMessage: true })
      emit('scm-change', { entity: standardDocument.name, action: 'revise', id: saved.id })
      onRevised(saved.id)
    } catch {
      // the client showed the server's message (e.g. a draft of this material exists)
    } finally {
      setBusy(false)
    }
  }
  return (
    // in a list row a text action like 查看 and 删除; in the detail's footer a button
    <Button variant={inRow ? 'text' : undefined} loading={busy} onClick={() => void revise()}>
      修订
    </Button>
  )
}

