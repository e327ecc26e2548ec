import { formatFileSize } from '@scm/core'
import { Button } from '../../../ui/button'
import { smallTable } from './styles'

/** The files a form will save with its record (name, size, 移除), above its upload box. */
export function AttachedFiles({ label, files, onRemove }: { label: string; files: { file_name: string; file_size: number }[]; onRemove: (index: number) => void }) {
  if (!files.length) return null
  return (
    <table className={smallTable} aria-label={label}>
      <tbody>
        {files.map((file, index) => (
          <tr key={`${file.file_name}-${index}`}>
            <td>{file.file_name}</td>
            <td>{formatFileSize(file.file_size)}</td>
            <td>
              <Button variant="text" aria-label={`移除附件 ${file.file_name}`} onClick={() => onRemove(index)}>
                移除
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
