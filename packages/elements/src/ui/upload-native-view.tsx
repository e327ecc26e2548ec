import { useId, useState } from 'react'
import { fileUpload } from 'styled-system/recipes'
import { messages } from '@scm/core'
import { Button } from './button'
import { rejectionMessage, UploadProgress, useUploads, type RejectCode } from './upload-progress'
import type { UploadProps } from './upload'

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

function accepts(file: File, accept: string[] | undefined): boolean {
  if (!accept?.length) return true
  const name = file.name.toLowerCase()
  return accept.some((rule) =>
    rule.startsWith('.') ? name.endsWith(rule.toLowerCase()) : rule.endsWith('/*') ? file.type.startsWith(rule.slice(0, -1)) : file.type === rule,
  )
}

/**
 * Upload's view in the single-file (IIFE) widgets: a drop zone that is the label of a file input
 * (click, Enter or a drop), checked here as Ark's FileUpload checks (count, size, type), without
 * Ark's machine. Each file uploads at once with its progress bar, as in ./upload-view.
 */
export function UploadView(props: UploadProps) {
  const { accept, maxFiles = 10, maxFileSize, label = '上传文件' } = props
  const uploads = useUploads(props)
  const [files, setFiles] = useState<File[]>([])
  const [over, setOver] = useState(false)
  const inputId = useId()
  const cls = fileUpload()

  const take = (list: FileList | null) => {
    const picked = [...(list ?? [])]
    if (!picked.length) return
    const codes = new Set<RejectCode>()
    const room = maxFiles - files.length
    const ok = picked.filter((file) => {
      if (!accepts(file, accept)) codes.add('FILE_INVALID_TYPE')
      else if (maxFileSize !== undefined && file.size > maxFileSize) codes.add('FILE_TOO_LARGE')
      else if (file.size === 0) codes.add('FILE_TOO_SMALL')
      else return true
      return false
    })
    if (ok.length > room) codes.add('TOO_MANY_FILES')
    const taken = ok.slice(0, Math.max(room, 0))
    if (codes.size) messages.show(rejectionMessage(codes, maxFiles, maxFileSize), 'error')
    setFiles((current) => [...current, ...taken])
    taken.forEach(uploads.start)
  }

  return (
    <div className={cls.root} data-scope="file-upload" data-part="root">
      <span className={cls.label}>{label}</span>
      <label
        htmlFor={inputId}
        className={cls.dropzone}
        data-dragging={over || undefined}
        tabIndex={0}
        role="button"
        aria-label="拖拽文件到这里，或点击选择文件"
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return
          e.preventDefault()
          ;(e.currentTarget.nextElementSibling as HTMLInputElement | null)?.click()
        }}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault()
          setOver(false)
          take(e.dataTransfer.files)
        }}
      >
        拖拽文件到这里，或<em className={cls.trigger}>点击选择文件</em>
      </label>
      <input
        id={inputId}
        type="file"
        hidden
        multiple={maxFiles > 1}
        accept={accept?.join(',')}
        onChange={(e) => {
          take(e.currentTarget.files)
          e.currentTarget.value = ''
        }}
      />
      <ul className={cls.itemGroup}>
        {files.map((file) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className={cls.item} data-scope="file-upload" data-part="item">
            <span className={cls.itemName}>{file.name}</span>
            <span className={cls.itemSizeText}>{sizeText(file.size)}</span>
            <Button
              variant="text"
              aria-label={`删除 ${file.name}`}
              onClick={() => {
                uploads.remove(file)
                setFiles((current) => current.filter((f) => f !== file))
              }}
            >
              删除
            </Button>
            <UploadProgress file={file} progress={uploads.of(file)} />
          </li>
        ))}
      </ul>
    </div>
  )
}
