import { useEffect, useRef, useState } from 'react'
import { Upload as TusUpload } from 'tus-js-client'
import { formatFileSize } from '@scm/core'
import { useApiTarget } from '../../runtime'
import { Button } from '../../ui/button'
import { buttonRow, danger, muted, success } from '../../ui/layout'

// A file sent with tus (resumable): 8 MB chunks, retried after a dropped connection, and 暂停 /
// 继续 by hand; 继续 asks the server where it stopped (HEAD) and sends only the rest. The size limit
// and the upload right are the server's (its refusal is shown).

const CHUNK = 8 * 1024 * 1024

export interface ResumableUploadProps {
  fileType: string
  folderId: number | null
  /** Upload as a new version of this file. */
  fileKey?: number
  onDone: () => void
}

type State = { phase: 'idle' | 'uploading' | 'paused' | 'done' | 'failed'; sent: number; total: number; message?: string }

export function ResumableUpload({ fileType, folderId, fileKey, onDone }: ResumableUploadProps) {
  const target = useApiTarget()
  const [file, setFile] = useState<File | null>(null)
  const [state, setState] = useState<State>({ phase: 'idle', sent: 0, total: 0 })
  const upload = useRef<TusUpload | null>(null)
  useEffect(() => () => void upload.current?.abort(), [])

  const start = (chosen: File) => {
    const next = new TusUpload(chosen, {
      // absolute: the server answers each upload's address relative to this one
      endpoint: new URL(`${target.apiBase}/api/FileSystem/Tus`, globalThis.location.href).href,
      headers: target.headers,
      chunkSize: CHUNK,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      storeFingerprintForResuming: false,
      metadata: {
        filename: chosen.name,
        file_type: fileType,
        ...(folderId ? { folder_id: String(folderId) } : {}),
        ...(fileKey ? { file_key: String(fileKey) } : {}),
      },
      onProgress: (sent, total) => setState((s) => ({ ...s, phase: s.phase === 'paused' ? 'paused' : 'uploading', sent, total })),
      onSuccess: () => {
        setState((s) => ({ ...s, phase: 'done', sent: s.total }))
        onDone()
      },
      onError: (error) => {
        const body = (error as { originalResponse?: { getBody(): string } }).originalResponse?.getBody()
        let message = '上传失败，请稍后重试'
        try {
          message = (JSON.parse(body ?? '') as { Msg?: string }).Msg || message
        } catch {
          // not the envelope
        }
        setState((s) => ({ ...s, phase: 'failed', message }))
      },
    })
    upload.current = next
    setState({ phase: 'uploading', sent: 0, total: chosen.size })
    next.start()
  }
  const pause = () => {
    void upload.current?.abort()
    setState((s) => ({ ...s, phase: 'paused' }))
  }
  const resume = () => {
    setState((s) => ({ ...s, phase: 'uploading' }))
    upload.current?.start()
  }
  const percent = state.total ? Math.floor((state.sent / state.total) * 100) : 0
  return (
    <div>
      <input
        type="file"
        aria-label="选择文件"
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0] ?? null
          setFile(chosen)
          if (chosen) start(chosen)
        }}
      />
      {file ? (
        <div aria-live="polite">
          <progress aria-label="上传进度" max={100} value={percent} style={{ width: '100%' }} />
          <p className={state.phase === 'failed' ? danger : state.phase === 'done' ? success : muted} data-phase={state.phase}>
            {state.phase === 'done'
              ? `上传完成：${file.name}（${formatFileSize(file.size)}）`
              : state.phase === 'failed'
                ? state.message
                : `${file.name}：${formatFileSize(state.sent)} / ${formatFileSize(state.total)}（${percent}%）${state.phase === 'paused' ? '，已暂停' : ''}`}
          </p>
          <span className={buttonRow}>
            {state.phase === 'uploading' ? <Button onClick={pause}>暂停</Button> : null}
            {state.phase === 'paused' || state.phase === 'failed' ? <Button variant="primary" onClick={resume}>继续上传</Button> : null}
          </span>
        </div>
      ) : (
        <p className={muted}>大文件支持断点续传：网络中断后可继续上传</p>
      )}
    </div>
  )
}
