import { formatFileSize } from '@scm/core'
import { Button } from '../ui/button'
import { smallTable } from '../ui/layout'

interface FileLike {
  file_name: string
  file_size: number
}

/**
 * A record's files (name, size, one action): in a form 移除 (before its upload box), in a view 下载.
 * Pass `onRemove` or `onDownload`.
 */
export function AttachedFiles<F extends FileLike>({ label, files, onRemove, onDownload }: { label: string; files: F[]; onRemove?: (index: number) => void; onDownload?: (file: F) => void }) {
  if (!files.length) return null
  return (
    <table className={smallTable} aria-label={label}>
      <tbody>
        {files.map((file, index) => (
          <tr key={`${file.file_name}-${index}`}>
            <td>{file.file_name}</td>
            <td>{formatFileSize(file.file_size)}</td>
            <td>
              {onDownload ? (
                <Button variant="text" aria-label={`下载附件 ${file.file_name}`} onClick={() => onDownload(file)}>
                  下载
                </Button>
              ) : (
                <Button variant="text" aria-label={`移除附件 ${file.file_name}`} onClick={() => onRemove?.(index)}>
                  移除
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A file a form attaches: one row UploadFiles answered (POST /File/File/UploadFiles). */
export interface UploadedFile {
  file_id: number
  file_name: string
  file_size: number
  content_type: string
}

/** The file rows UploadFiles answers (one or a list), as attachments. */
export function uploadedFilesOf(data: unknown): UploadedFile[] {
  const rows = (Array.isArray(data) ? data : [data]) as Record<string, unknown>[]
  return rows
    .filter((r) => r && typeof r.id === 'number')
    .map((r) => ({ file_id: r.id as number, file_name: String(r.file_name ?? ''), file_size: Number(r.file_size ?? 0), content_type: String(r.content_type ?? '') }))
}

/** `files` with the newly uploaded ones added once each. */
export const withUploaded = <F extends { file_id: number }>(files: F[], added: F[]): F[] => [...files, ...added.filter((a) => !files.some((f) => f.file_id === a.file_id))]
