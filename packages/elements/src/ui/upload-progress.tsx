import { useEffect, useRef, useState } from 'react'
import { fileUpload } from 'styled-system/recipes'
import { messages } from '@scm/core'
import { uploadFile, type UploadHandle } from './upload-request'
import type { UploadProps } from './upload'

// What both views of Upload share (./upload-view with Ark's FileUpload in the module build,
// ./upload-native-view with a file input in the single-file widgets): each accepted file is sent
// at once over XHR and keeps its progress; the bar and status text under it.

type Status = 'uploading' | 'done' | 'error'
export interface Progress {
  status: Status
  percent: number
  message?: string
}

const STATUS_TEXT: Record<Status, string> = { uploading: '上传中', done: '上传成功', error: '上传失败' }

export type RejectCode = 'TOO_MANY_FILES' | 'FILE_TOO_LARGE' | 'FILE_INVALID_TYPE' | 'FILE_TOO_SMALL' | string

export function rejectionMessage(codes: Set<RejectCode>, maxFiles: number, maxFileSize?: number): string {
  if (codes.has('TOO_MANY_FILES')) return `最多上传 ${maxFiles} 个文件`
  if (codes.has('FILE_TOO_LARGE')) return `文件不能超过 ${((maxFileSize ?? 0) / 1024 / 1024).toFixed(1)} MB`
  if (codes.has('FILE_INVALID_TYPE')) return '文件类型不允许'
  if (codes.has('FILE_TOO_SMALL')) return '文件为空'
  return '文件无法上传'
}

/** Starts, tracks and aborts the uploads of one Upload. */
export function useUploads({ url, headers, fieldName = 'file', data, onUploaded, onError }: UploadProps) {
  const [progress, setProgress] = useState<Map<File, Progress>>(new Map())
  const handles = useRef(new Map<File, UploadHandle>())
  useEffect(() => () => handles.current.forEach((h) => h.abort()), [])
  const update = (file: File, p: Progress) => setProgress((m) => new Map(m).set(file, p))
  const start = (file: File) => {
    if (handles.current.has(file)) return
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
  const remove = (file: File) => {
    handles.current.get(file)?.abort()
    handles.current.delete(file)
    setProgress((m) => {
      const next = new Map(m)
      next.delete(file)
      return next
    })
  }
  const of = (file: File): Progress => progress.get(file) ?? { status: 'uploading', percent: 0 }
  return { start, remove, of }
}

/** A file's progress bar and its status text (上传中 n% / 上传成功 / 上传失败：…). */
export function UploadProgress({ file, progress: p }: { file: File; progress: Progress }) {
  const cls = fileUpload()
  return (
    <>
      <div className={cls.progress} role="progressbar" aria-label={`${file.name} 上传进度`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={p.percent}>
        <div className={cls.progressBar} data-status={p.status} style={{ width: `${p.percent}%` }} />
      </div>
      <span className={cls.status} data-status={p.status}>
        {p.status === 'error' ? `${STATUS_TEXT.error}：${p.message}` : p.status === 'uploading' ? `${STATUS_TEXT.uploading} ${p.percent}%` : STATUS_TEXT.done}
      </span>
    </>
  )
}
