import { css } from 'styled-system/css'
import { type DocumentFile, FILE_PATHS, formatFileSize } from '@scm/core'
import { useApiTarget } from '../runtime'
import { Button } from '../ui/button'
import { confirm } from '../ui/confirm'
import { Upload } from '../ui/upload'
import { muted, section } from './styles'
import type { DocumentController } from './use-document'

/** Where every file is first uploaded; Attach then ties the caller's own uploads to the document. */
export const UPLOAD_PATH = FILE_PATHS.upload
const MAX_FILE_SIZE = 20 * 1024 * 1024

const list = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '4px' })
const item = css({ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'center', minWidth: 0 })
const name = css({ overflowWrap: 'anywhere', minWidth: 0 })

/** Ids of the files an UploadFiles answer lists (one object or a list of them). */
function uploadedIds(data: unknown): number[] {
  const entries = Array.isArray(data) ? data : [data]
  return entries.map((e) => Number((e as { id?: unknown } | null)?.id)).filter((n) => Number.isSafeInteger(n) && n > 0)
}

export interface DocumentFilesProps {
  doc: DocumentController
  files: DocumentFile[]
  /** Show 删除 per file (the server still checks: staff with edit, others their own). */
  removable?: boolean
  /** Show the upload box (the document must exist). */
  uploadable?: boolean
}

/** A document's files: download each with the caller's sign-in, remove, and upload new ones. */
export function DocumentFiles({ doc, files, removable = false, uploadable = false }: DocumentFilesProps) {
  const target = useApiTarget()
  const remove = async (file: DocumentFile) => {
    if (!(await confirm(`确定删除附件“${file.file_name}”吗？`, { title: '删除确认', danger: true }))) return
    await doc.detach(file.id)
  }
  return (
    <div className={section}>
      {files.length ? (
        <ul className={list} aria-label="附件列表">
          {files.map((file) => (
            <li key={file.id} className={item}>
              <Button variant="text" className={name} aria-label={`下载 ${file.file_name}`} onClick={() => void doc.download(file)}>
                {file.file_name}
              </Button>
              <span className={muted}>
                {formatFileSize(file.file_size)} · {file.UserName} · {file.created_at}
              </span>
              {removable ? (
                <Button variant="text" aria-label={`删除附件 ${file.file_name}`} disabled={doc.busy === 'detach'} onClick={() => void remove(file)}>
                  删除
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>暂无附件</p>
      )}
      {uploadable && doc.id !== null ? (
        <Upload
          url={`${target.apiBase}${UPLOAD_PATH}`}
          headers={target.headers}
          data={{ category: 'document' }}
          maxFileSize={MAX_FILE_SIZE}
          label="上传附件（单个不超过20MB）"
          onUploaded={(data) => void doc.attach(uploadedIds(data))}
        />
      ) : null}
    </div>
  )
}
