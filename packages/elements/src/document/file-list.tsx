import { useMemo, useRef, useState } from 'react'
import { FILE_PATHS, formatFileSize } from '@scm/core'
import { useApi, useApiTarget, useEmit } from '../runtime'
import { saveBlob } from '../resource/save-blob'
import { Button } from '../ui/button'
import { confirm, ConfirmHost } from '../ui/confirm'
import { DataTable, actionsColumn, type Column } from '../ui/data-table'
import { Select } from '../ui/select'
import { SearchArea } from '../ui/search-area'
import { Upload } from '../ui/upload'
import { filterItem } from '../ui/layout'
import { categoryText, FILE_CATEGORIES } from './file-categories'
import { useListController } from '../list/use-list-controller'
import { useLoad } from '../list/use-load'
import { useCurrentUser } from '../session/current-user'

// Uploaded files as a list: download through the checked endpoint, delete, and upload new ones.
// The administration screen sees every file; /MySelf/downLoads asks for the caller's own (mine).
// Upload and delete show exactly what the server allows: it answers the caller's file rights per
// category (GetFileRights, the rule UploadFiles and DelUploadFile check); own files may always go.

export const UPLOAD_PATH = FILE_PATHS.upload
const MAX_FILE_SIZE = 20 * 1024 * 1024
/** Avatars go through the personal page only. */
const UPLOAD_CATEGORIES = FILE_CATEGORIES.filter((c) => c.value !== 'avatar')

/** A stored file as getFilelist answers it. */
export interface StoredFile {
  id: number
  file_name: string
  file_size: number
  content_type: string
  category: string
  hash: string
  file_path: string
  userid: number
  UserName: string
  created_at: string
}

interface FileRights {
  view: boolean
  download: boolean
  upload: boolean
  delete: boolean
}

export interface FileListProps {
  title: string
  /** Only the caller's own files. */
  mine?: boolean
  pageSize?: number
}

export function FileList({ title, mine = false, pageSize }: FileListProps) {
  const api = useApi()
  const emit = useEmit()
  const [uploading, setUploading] = useState(false)
  const me = useCurrentUser()
  const rights = useLoad(
    (a) => a.get<Record<string, FileRights>>(FILE_PATHS.rights, { query: { categories: FILE_CATEGORIES.map((c) => c.value).join(',') }, silent: true }),
    'file-rights',
  ).data
  const uploadTo = UPLOAD_CATEGORIES.filter((c) => rights?.[c.value]?.upload)
  const [chosen, setCategory] = useState<string | null>(null)
  const category = chosen && uploadTo.some((c) => c.value === chosen) ? chosen : (uploadTo[0]?.value ?? 'general')
  const canDelete = (f: StoredFile) => (me !== undefined && me !== null && f.userid === me.userid) || !!rights?.[f.category]?.delete
  const actions = useRef({ download: (_f: StoredFile) => {}, remove: (_f: StoredFile) => {}, canDelete: (_f: StoredFile): boolean => false })
  const columns = useMemo<Column<StoredFile>[]>(
    () => [
      { key: 'file_name', title: '文件名' },
      { key: 'category', title: '分类', width: 80, render: (f) => categoryText(f.category) },
      { key: 'file_size', title: '大小', width: 80, align: 'right', render: (f) => formatFileSize(f.file_size) },
      { key: 'content_type', title: '类型', width: 120, hidden: true },
      { key: 'UserName', title: '上传人', width: 90, hidden: mine },
      { key: 'created_at', title: '上传时间', width: 150, sortable: true },
      actionsColumn<StoredFile>(
        (f) => (
          <>
            <Button variant="text" aria-label={`下载 ${f.file_name}`} onClick={() => actions.current.download(f)}>
              下载
            </Button>
            {actions.current.canDelete(f) ? (
              <Button variant="text" aria-label={`删除 ${f.file_name}`} onClick={() => actions.current.remove(f)}>
                删除
              </Button>
            ) : null}
          </>
        ),
        { width: 110, align: 'center' },
      ),
    ],
    [mine],
  )
  const list = useListController<StoredFile>({
    path: FILE_PATHS.list,
    method: 'GET',
    columns,
    rowKey: 'id',
    pageSize,
    defaultSort: { key: 'created_at', order: 'desc' },
    fixed: mine ? { mine: 1 } : {},
  })

  const download = async (f: StoredFile) => {
    try {
      saveBlob(await api.download(FILE_PATHS.download, undefined, { query: { id: f.id } }), f.file_name)
    } catch {
      // the client showed why
    }
  }
  const remove = async (f: StoredFile) => {
    if (!(await confirm(`确定删除文件“${f.file_name}”吗？`, { title: '删除确认', danger: true }))) return
    try {
      await api.post(FILE_PATHS.del, { id: f.id }, { successMessage: true })
      emit('scm-change', { entity: 'file', action: 'delete', id: f.id })
      list.reload()
    } catch {
      // the client showed why
    }
  }
  actions.current = { download: (f) => void download(f), remove: (f) => void remove(f), canDelete }

  const upload = useApiTarget()
  const f = list.filters
  return (
    <>
      <SearchArea
        keyword={{ value: list.searchKey, placeholder: '文件名' }}
        onSearch={list.search}
        onClear={list.clearAll}
        actions={uploadTo.length ? <Button onClick={() => setUploading((open) => !open)}>上传文件</Button> : null}
      >
        <div className={filterItem}>
          文件分类
          <Select aria-label="文件分类" items={FILE_CATEGORIES} value={(f.category as string) || null} clearable placeholder="全部" onValueChange={(v) => list.setFilters((f) => ({ ...f, category: v ?? '' }))} />
        </div>
      </SearchArea>
      {uploading && uploadTo.length ? (
        <div>
          <div className={filterItem}>
            上传到分类
            <Select aria-label="上传到分类" items={uploadTo} value={category} onValueChange={(v) => v && setCategory(v)} />
          </div>
          <Upload
            url={`${upload.apiBase}${UPLOAD_PATH}`}
            headers={upload.headers}
            data={{ category }}
            maxFileSize={MAX_FILE_SIZE}
            label="上传文件（单个不超过20MB）"
            onUploaded={() => {
              emit('scm-change', { entity: 'file', action: 'upload' })
              list.reload()
            }}
          />
        </div>
      ) : null}
      <DataTable<StoredFile> caption={`${title}列表`} state={list.table} columns={list.table.columns} rowKey="id" rows={list.rows} total={list.total} loading={list.loading} />
      <ConfirmHost />
    </>
  )
}
