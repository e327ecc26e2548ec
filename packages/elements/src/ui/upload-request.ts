// One file to the server over XHR: fetch() cannot report upload progress, XHR can.

export interface UploadRequest {
  url: string
  file: File
  /** Form field the server reads the file from. */
  fieldName: string
  headers?: Record<string, string>
  /** Extra form fields sent with the file. */
  data?: Record<string, string>
  onProgress?: (percent: number) => void
}

export interface UploadHandle {
  /** Resolves with the server's Data (envelope Code 1), rejects with a Chinese message. */
  done: Promise<unknown>
  abort: () => void
}

interface EnvelopeLike {
  Code?: number
  Msg?: string
  Message?: string
  Data?: unknown
}

const NETWORK_ERROR = '网络错误，链接超时'

function parseBody(text: string): EnvelopeLike | null {
  try {
    const body = JSON.parse(text) as unknown
    return body && typeof body === 'object' ? (body as EnvelopeLike) : null
  } catch {
    return null
  }
}

/** Errors follow the portal's catalogue (spec §8): server Msg, else 操作失败 / 网络错误，链接超时. */
export function uploadFile({ url, file, fieldName, headers = {}, data = {}, onProgress }: UploadRequest): UploadHandle {
  const xhr = new XMLHttpRequest()
  const done = new Promise<unknown>((resolve, reject) => {
    xhr.open('POST', url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)))
    }
    xhr.onload = () => {
      const body = parseBody(xhr.responseText)
      if (xhr.status === 401) return reject(new Error('登录失效，请登录'))
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(body?.Message || body?.Msg || NETWORK_ERROR))
      if (body && body.Code !== undefined && body.Code !== 1) return reject(new Error(body.Msg || body.Message || '操作失败'))
      onProgress?.(100)
      resolve(body && 'Data' in body ? body.Data : body)
    }
    xhr.onerror = () => reject(new Error(NETWORK_ERROR))
    xhr.ontimeout = () => reject(new Error(NETWORK_ERROR))
    xhr.onabort = () => reject(new Error('已取消上传'))
    const form = new FormData()
    for (const [name, value] of Object.entries(data)) form.append(name, value)
    form.append(fieldName, file, file.name)
    xhr.send(form)
  })
  return { done, abort: () => xhr.abort() }
}
