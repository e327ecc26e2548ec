import { useState } from 'react'
import { workInstructionDocument } from '@scm/core/prcsdocument'
import { useApi } from '../../runtime'
import { Button } from '../../ui/button'

/** 查看: the file of a version in force, opened in the browser (PDF and images preview there). */
export function ViewFileButton({ id, name }: { id: number; name: string }) {
  const api = useApi()
  const [busy, setBusy] = useState(false)
  const open = async () => {
    setBusy(true)
    try {
      const blob = await api.download(`${workInstructionDocument.basePath}/GetFile`, undefined, { query: { id } })
      const url = URL.createObjectURL(blob)
      window.open(url, '_blank', 'noopener')
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch {
      // the client showed the server's message (文件不存在)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="text" loading={busy} aria-label={`查看 ${name}`} onClick={() => void open()}>
      查看
    </Button>
  )
}
