import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { Server } from '@tus/server'
import type { Upload } from '@tus/utils'
import type { AppEnv } from '../../http/context'
import { requireFn } from '../../http/grants'
import { acceptsParams } from '../../http/params'
import { z } from 'zod'
import { actorOf, writeAudit } from '../../platform/audit'
import { extensionOf, FILE_TYPES, fileStoreOf, lockBlob, tusStorageOf, type TusStorage } from '../../platform/file-store'
import { refuse } from '../../http/envelope'
import { accepts } from '../../http/call-input'
import { FM_FN } from './file-system-access'
import { addVersion, maxUploadBytes, uploadTarget } from './file-system-uploads'
import { uploadLocker } from './tus-locks'

// Resumable uploads of the file system (tus 1.0, @tus/server): the bytes stream to the file store's
// tus storage (platform/file-store/tus.ts: @tus/file-store in <files root>/tus, or @tus/s3-store
// in the bucket), a broken connection resumes where it stopped (HEAD + PATCH), and the finished
// file moves into the content store as a new file or version. Every request is signed in, granted
// fileSystem_fileManage and, at creation, checked against the upload right of the target
// folder/type and the size limit (system parameter); an upload is continued only by its creator.
// Several instances: the bytes and tus's own record of each upload are in the shared folder or the
// bucket, and the lock on an upload is the database's (tus-locks.ts), so an upload started through
// one instance resumes through any other.

export const TUS_PATH = '/api/FileSystem/Tus'

const servers = new WeakMap<TusStorage, Server>()
/** The Hono context of the request tus is handling (its hooks get the same Request object). */
const contexts = new WeakMap<Request, Context<AppEnv>>()

class TusRefusal extends Error {
  constructor(
    public status_code: number,
    public body: string,
  ) {
    super(body)
  }
}

/** Runs a check of ours inside a tus hook: a refusal becomes the tus error answer with its Chinese message. */
async function checked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof HTTPException) throw new TusRefusal(error.status, error.message)
    throw error
  }
}

async function tusFor(c: Context<AppEnv>): Promise<Server> {
  const storage = await tusStorageOf(fileStoreOf(c.get('config')))
  const store = storage.datastore
  let server = servers.get(storage)
  if (server) return server
  server = new Server({
    path: TUS_PATH,
    datastore: store,
    locker: (req) => uploadLocker(contexts.get(req as unknown as Request)!.get('coordination')),
    // relative to the endpoint the client used (whatever prefix a proxy put in front of /api)
    generateUrl: (_req, { id }) => `Tus/${id}`,
    maxSize: async (req) => maxUploadBytes(contexts.get(req as unknown as Request)!.get('db')),
    onUploadCreate: async (req, upload) =>
      checked(async () => {
        const ctx = contexts.get(req as unknown as Request)!
        const meta = upload.metadata ?? {}
        const name = (meta.filename ?? meta.name ?? '').trim()
        if (!name) throw new HTTPException(400, { message: '请选择要上传的文件' })
        if (name.length > 255) throw new HTTPException(400, { message: '文件名不能超过255个字符' })
        if (!FILE_TYPES[extensionOf(name)]) throw new HTTPException(400, { message: `文件“${name}”的类型不允许上传` })
        if (!upload.size) throw new HTTPException(400, { message: `文件“${name}”为空` })
        const limit = await maxUploadBytes(ctx.get('db'))
        if (upload.size > limit) throw new HTTPException(400, { message: `文件“${name}”超过${Math.round(limit / 1024 / 1024)}MB` })
        const target = await uploadTarget(ctx, meta)
        // who may continue it, and where it goes, fixed by the server
        return {
          metadata: {
            filename: name,
            file_type: target.fileType,
            folder_id: target.folderId ? String(target.folderId) : '',
            file_key: target.fileKey ? String(target.fileKey) : '',
            userid: String(ctx.get('user').userid),
          },
        }
      }),
    onIncomingRequest: async (req, uploadId) =>
      checked(async () => {
        if (req.method === 'POST' || req.method === 'OPTIONS') return
        const ctx = contexts.get(req as unknown as Request)!
        const upload = await store.getUpload(uploadId).catch(() => null)
        if (!upload || upload.metadata?.userid !== String(ctx.get('user').userid)) throw new HTTPException(404, { message: '上传不存在' })
      }),
    onUploadFinish: async (req, upload) => checked(async () => finish(contexts.get(req as unknown as Request)!, storage, upload)),
    onResponseError: async (_req, error) => {
      if (error instanceof TusRefusal) return { status_code: error.status_code, body: error.body }
      return undefined
    },
  })
  servers.set(storage, server)
  return server
}

/** The finished upload: into the content store, then a new file or version (checked again: rights may have changed). */
async function finish(c: Context<AppEnv>, storage: TusStorage, upload: Upload) {
  const meta = upload.metadata ?? {}
  const target = await uploadTarget(c, meta)
  const name = meta.filename!
  const hash = await storage.adopt(upload)
  const me = c.get('user')
  const actor = actorOf(c)
  const row = await c.get('db').transaction(async (tx) => {
    // holds the content's lock until commit (a concurrent purge may not remove the bytes meanwhile)
    await lockBlob(tx, hash)
    const saved = await addVersion(tx, { fileName: name, fileSize: upload.size!, contentType: FILE_TYPES[extensionOf(name)]!, hash, category: target.fileType, folderId: target.folderId, userid: me.userid }, target.fileKey)
    await writeAudit(tx, actor, { area: 'file', action: '上传', target: `文件 ${saved.fileName}（第${saved.version}版，断点续传）`, targetId: saved.id, after: saved })
    return saved
  })
  return { headers: { 'Upload-File-Id': String(row.id), 'Upload-File-Version': String(row.version) } }
}

export const tusRoutes = new Hono<AppEnv>()

const tusId = { id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }

/** tus's own (English, plain text) refusals, said in Chinese. */
const TUS_MESSAGES: Record<number, string> = {
  404: '上传不存在',
  409: '上传进度不一致，请查询进度后续传',
  410: '上传已过期，请重新上传',
  412: '请使用 tus 1.0 断点续传协议（缺少 Tus-Resumable 请求头）',
  413: '文件超过上传上限',
}

async function handle(c: Context<AppEnv>) {
  const server = await tusFor(c)
  contexts.set(c.req.raw, c)
  const res = await server.handleWeb(c.req.raw)
  if (res.status < 400) return res
  // refusals in the portal's envelope (tus clients read the status; people read the message)
  const text = (await res.text()).trim()
  const msg = /[\u4e00-\u9fff]/.test(text) ? text : (TUS_MESSAGES[res.status] ?? `上传请求无效（${text.slice(0, 100)}）`)
  const headers = new Headers(res.headers)
  headers.set('Content-Type', 'application/json; charset=UTF-8')
  headers.delete('Content-Length')
  return new Response(JSON.stringify({ Code: 0, Msg: msg, Data: null }), { status: res.status, headers })
}

const creation = accepts({
  body: {
    type: 'string',
    description: 'tus 1.0 创建上传：请求头 Upload-Length（字节数）与 Upload-Metadata（filename、file_type、folder_id、file_key，base64）；应答 Location 为该上传的地址',
  },
})
const chunk = accepts({ body: { type: 'string', contentMediaType: 'application/offset+octet-stream', description: 'tus 1.0 续传：Upload-Offset 之后的字节' } })

// creation (POST), then HEAD (where did it stop? Hono answers HEAD with the GET route) and PATCH (the bytes from there)
tusRoutes.post(TUS_PATH, requireFn(FM_FN), creation, handle)
tusRoutes.get(`${TUS_PATH}/:id`, requireFn(FM_FN), acceptsParams(tusId), async (c) => {
  if (c.req.raw.method !== 'HEAD') refuse('请使用 HEAD 查询上传进度', 405)
  return handle(c)
})
tusRoutes.patch(`${TUS_PATH}/:id`, requireFn(FM_FN), acceptsParams(tusId), chunk, handle)
tusRoutes.delete(`${TUS_PATH}/:id`, requireFn(FM_FN), acceptsParams(tusId), handle)
