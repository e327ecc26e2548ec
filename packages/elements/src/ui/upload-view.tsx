import { FileUpload, type FileUploadFileRejectDetails } from '@ark-ui/react/file-upload'
import { useEffect, useRef, useState } from 'react'
import { fileUpload } from 'styled-system/recipes'
import { messages } from '@scm/core'
import { Button } from './button'
import { uploadFile, type UploadHandle } from './upload-request'
import type { UploadProps } from './upload'

type Status = 'uploading' | 'done' | 'error'
interface Progress {
  status: Status
  percent: number
  message?: string
}

const STATUS_TEXT: Record<Status, string> = { uploading: '上传中', done: '上传成功', error: '上传失败' }

function rejectionMessage(d: FileUploadFileRejectDetails, maxFiles: number, maxFileSize?: number): string {
  const codes = new Set(d.files.flatMap((f) => f.errors))
  if (codes.has('TOO_MANY_FILES')) return `最多上传 ${maxFiles} 个文件`
  if (codes.has('FILE_TOO_LARGE')) return `文件不能超过 ${((maxFileSize ?? 0) / 1024 / 1024).toFixed(1)} MB`
  if (codes.has('FILE_INVALID_TYPE')) return '文件类型不允许'
  if (codes.has('FILE_TOO_SMALL')) return '文件为空'
  return '文件无法上传'
}

/** Pick or drop files; each uploads at once over XHR with its own progress bar. */
export function UploadView({
  url,
  headers,
  fieldName = 'file',
  data,
  accept,
  maxFiles = 10,
  maxFileSize,
  label = '上传文件',
  onUploaded,
  onError,
}: UploadProps) {
  const [progress, setProgress] = useState<Map<File, Progress>>(new Map())
  const handles = useRef(new Map<File, UploadHandle>())
  useEffect(() => () => handles.current.forEach((h) => h.abort()), [])

  const update = (file: File, p: Progress) => setProgress((m) => new Map(m).set(file, p))
  const start = (file: File) => {
    update(file, { status: 'uploading', percent: 0 })
    const handle = uploadFile({ url, file, fieldName, headers, data, onProgress: (percent) => update(file, { status: 'uploading', percent }) })
    handles.current.set(file, handle)
    handle.done.then(
      (result) => {
        update(file, { status: 'done', percent: 100 })
        onUploaded?.(result, file)
      },
      (e: Error) => {
        update(file, { status: 'error', percent: 100, message: e.message })
        messages.show(e.message, 'error')
        onError?.(e.message, file)
      },
    )
  }

  const cls = fileUpload()
  return (
    <FileUpload.Root
      className={cls.root}
      maxFiles={maxFiles}
      maxFileSize={maxFileSize}
      accept={accept}
      translations={{ dropzone: '拖拽文件到这里，或点击选择文件', deleteFile: (file) => `删除 ${file.name}` }}
      onFileAccept={(d) => d.files.filter((f) => !handles.current.has(f)).forEach(start)}
      onFileReject={(d) => messages.show(rejectionMessage(d, maxFiles, maxFileSize), 'error')}
    >
      <FileUpload.Label className={cls.label}>{label}</FileUpload.Label>
      {/* The drop zone is itself the button (Enter/Space or click opens the picker): no nested button. */}
      <FileUpload.Dropzone className={cls.dropzone}>
        拖拽文件到这里，或<em className={cls.trigger}>点击选择文件</em>
      </FileUpload.Dropzone>
      <FileUpload.ItemGroup className={cls.itemGroup}>
        <FileUpload.Context>
          {({ acceptedFiles }) =>
            acceptedFiles.map((file) => {
              const p = progress.get(file) ?? { status: 'uploading' as const, percent: 0 }
              return (
                <FileUpload.Item key={`${file.name}-${file.size}-${file.lastModified}`} file={file} className={cls.item}>
                  <FileUpload.ItemName className={cls.itemName} />
                  <FileUpload.ItemSizeText className={cls.itemSizeText} />
                  <FileUpload.ItemDeleteTrigger
                    asChild
                    onClick={() => {
                      handles.current.get(file)?.abort()
                      handles.current.delete(file)
                    }}
                  >
                    <Button variant="text">删除</Button>
                  </FileUpload.ItemDeleteTrigger>
                  <div
                    className={cls.progress}
                    role="progressbar"
                    aria-label={`${file.name} 上传进度`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={p.percent}
                  >
                    <div className={cls.progressBar} data-status={p.status} style={{ width: `${p.percent}%` }} />
                  </div>
                  <span className={cls.status} data-status={p.status}>
                    {p.status === 'error' ? `${STATUS_TEXT.error}：${p.message}` : p.status === 'uploading' ? `${STATUS_TEXT.uploading} ${p.percent}%` : STATUS_TEXT.done}
                  </span>
                </FileUpload.Item>
              )
            })
          }
        </FileUpload.Context>
      </FileUpload.ItemGroup>
      <FileUpload.HiddenInput />
    </FileUpload.Root>
  )
}
