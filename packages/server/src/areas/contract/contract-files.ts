// A contract's files: the one attachment model (doc_file rows of doc_type 'Contract'), uploaded first
// with POST /File/File/UploadFiles (category contract) and attached by Save's file_ids.
import { Hono } from 'hono'
import type { ContractFile } from '@scm/core/contract'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { refuse } from '../../http/envelope'
import { requireFn, SUPPLIER_OWNED } from '../../http/grants'
import { dateTimeText } from '../../http/dates'
import { listFiles, visibleAttachedFile } from '../../platform/attachments'
import { fileResponse } from '../../platform/file-store'
import { isBlank, parseId } from '../../platform/input'
import { ownerScope } from '../../platform/owner-scope'
import { idParam, acceptsIds } from '../../http/params'
import { pcContract as C } from './schema'

/** The doc type of contract files in doc_file (stored in rows: never rename it). */
export const CONTRACT_DOC = 'Contract'
export const CONTRACT_FILES_MAX = 50
export const CONTRACT_FNS = ['contract_query', 'contract_detail']

/** The contract's files as GetDetail lists them. */
export async function contractFiles(db: Db, contractId: number): Promise<ContractFile[]> {
  const files = await listFiles(db, CONTRACT_DOC, contractId)
  return files.map((f) => ({
    file_id: f.fileId,
    file_name: f.fileName,
    file_size: f.fileSize,
    content_type: f.contentType,
    uploaded_by: f.userName,
    uploaded_at: dateTimeText(f.createdAt),
  }))
}

/** Save's `file_ids` (the contract's files, in order): blank = none. */
export function readFileIds(value: unknown): number[] {
  if (isBlank(value)) return []
  if (!Array.isArray(value)) refuse('附件格式错误')
  if (value.length > CONTRACT_FILES_MAX) refuse(`附件不能超过${CONTRACT_FILES_MAX}个`)
  return [...new Set(value.map((v, i) => parseId(v, `第${i + 1}个附件`)))]
}

export const contractFileRoutes = new Hono<AppEnv>()

/** A contract's file, to whoever may see the contract (owner scope); else 404 文件不存在. */
contractFileRoutes.get('/api/Contract/DownloadAttachment', requireFn(CONTRACT_FNS, SUPPLIER_OWNED), acceptsIds('contract_id', 'file_id'), async (c) => {
  const contractId = await idParam(c, 'contract_id', '请选择合同')
  const fileId = await idParam(c, 'file_id', '请选择文件')
  const file = await visibleAttachedFile(c.get('db'), CONTRACT_DOC, { id: C.id, visible: ownerScope(c.get('user'), { supplyid: C.supplyid }) }, contractId, fileId)
  if (!file) refuse('文件不存在', 404)
  return fileResponse(c, file)
})
