import { fileUpload } from 'styled-system/recipes'
import { lazyPart } from './lazy-part'

export interface UploadProps {
  /** Full upload URL, e.g. `${apiBase}/File/File/UploadFiles`. */
  url: string
  /** Request headers, e.g. { Authorization: `Bearer ${token}` }. */
  headers?: Record<string, string>
  fieldName?: string
  data?: Record<string, string>
  /** MIME types or extensions, e.g. ['image/*', '.pdf']. */
  accept?: string[]
  maxFiles?: number
  /** Bytes. */
  maxFileSize?: number
  label?: string
  onUploaded?: (data: unknown, file: File) => void
  onError?: (message: string, file: File) => void
}

/**
 * Files by drop or picker, each sent with XHR and a progress bar (Ark FileUpload, ./upload-view,
 * fetched after the first paint).
 */
export const Upload = lazyPart<UploadProps>(
  'Upload',
  () => import('./upload-view').then((m) => m.UploadView),
  ({ label = '上传文件' }) => {
    const cls = fileUpload()
    return (
      <div className={cls.root} aria-busy="true">
        <span className={cls.label}>{label}</span>
        <div className={cls.dropzone}>拖拽文件到这里，或点击选择文件</div>
      </div>
    )
  },
)
