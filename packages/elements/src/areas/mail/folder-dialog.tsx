import { useEffect, useState } from 'react'
import { useApi } from '../../runtime'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { MAIL_PATHS, type Folder } from './mail-types'

// 新建 / 重命名 a folder. The name rules are the server's (请输入文件夹名称, ≤ 50); a name taken
// already (文件夹名称已存在) is the server's answer, shown at the field.

export function checkFolderName(name: string): string | null {
  const text = name.trim()
  if (!text) return '请输入文件夹名称'
  if (text.length > 50) return '文件夹名称不能超过50个字符'
  return null
}

export function FolderDialog({ folder, open, onClose, onSaved }: { folder: Folder | null; open: boolean; onClose: () => void; onSaved: (f: Folder) => void }) {
  const api = useApi()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!open) return
    setName(folder?.name ?? '')
    setError(null)
  }, [open, folder])

  const save = async () => {
    const problem = checkFolderName(name)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      const saved = await api.post<Folder>(MAIL_PATHS.folderSave, { ...(folder ? { id: folder.id, sort: folder.sort } : {}), name: name.trim() }, { successMessage: true, silent: true })
      onSaved(saved)
    } catch (e) {
      setError(e instanceof Error ? e.message : '保存失败')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="small"
      title={folder ? `重命名文件夹：${folder.name}` : '新建文件夹'}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            保存
          </Button>
        </>
      }
    >
      <FormField label="文件夹名称" required value={name} error={error} rules={[]}>
        <Input name="name" value={name} maxLength={50} onValueChange={setName} onKeyDown={(e) => e.key === 'Enter' && !e.nativeEvent.isComposing && void save()} />
      </FormField>
    </Dialog>
  )
}
