import { useMemo, useRef } from 'react'
import { formatFileSize } from '@scm/core'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { confirm, ConfirmHost } from '../../ui/confirm'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { SearchArea } from '../../ui/search-area'
import { StatusTag } from '../../ui/status-tag'
import { heading, screen } from '../../ui/layout'
import { useListController } from '../../list/use-list-controller'
import type { BinItem } from '@scm/core/files'
import { FILES_PATHS } from '@scm/core/files'

// /fileSystem/recycle 回收站: deleted files (with all their versions) and folders, who deleted them
// and when, from where; restore puts one back where it was (the server says where it went when that
// place is gone) with its versions and rights; 彻底删除 only with the purge right. Items older than
// the retention period (system parameter fs_recycle_days) leave by themselves.

function Recycle({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const actions = useRef({ restore: (_i: BinItem) => {}, purge: (_i: BinItem) => {} })
  const columns = useMemo<Column<BinItem>[]>(
    () => [
      { key: 'name', title: '名称' },
      { key: 'kind', title: '类别', width: 80, align: 'center', render: (i) => <StatusTag status={i.kind === 'folder' ? '文件夹' : '文件'} tone={i.kind === 'folder' ? 'warning' : 'processing'} /> },
      { key: 'type_name', title: '文件类型', width: 100 },
      { key: 'deleted_from', title: '原位置', width: 180 },
      { key: 'versions', title: '版本数', width: 70, align: 'right', render: (i) => (i.versions == null ? '' : String(i.versions)) },
      { key: 'file_size', title: '大小', width: 90, align: 'right', render: (i) => (i.file_size == null ? '' : formatFileSize(i.file_size)) },
      { key: 'deleted_by', title: '删除人', width: 90 },
      { key: 'deleted_at', title: '删除时间', width: 150 },
      actionsColumn<BinItem>(
        (i) => (
          <>
            {i.rights.restore ? <Button variant="text" aria-label={`恢复 ${i.name}`} onClick={() => actions.current.restore(i)}>恢复</Button> : null}
            {i.rights.purge ? <Button variant="text" aria-label={`彻底删除 ${i.name}`} onClick={() => actions.current.purge(i)}>彻底删除</Button> : null}
          </>
        ),
        { width: 140 },
      ),
    ],
    [],
  )
  const list = useListController<BinItem>({ path: FILES_PATHS.recycle, columns, rowKey: (i) => `${i.kind}${i.id}`, pageSize })
  actions.current.restore = async (i) => {
    try {
      await api.post(FILES_PATHS.restore, { kind: i.kind, id: i.id }, { successMessage: true })
      emit('scm-change', { entity: 'file', action: 'restore', id: i.id })
      list.reload()
    } catch {
      // the client showed why
    }
  }
  actions.current.purge = async (i) => {
    if (!(await confirm(`彻底删除“${i.name}”${i.kind === 'folder' ? '及其中的全部文件' : '及其全部版本'}后不能恢复，确定吗？`, { title: '彻底删除', danger: true }))) return
    try {
      await api.post(FILES_PATHS.purge, { kind: i.kind, id: i.id }, { successMessage: true })
      emit('scm-change', { entity: 'file', action: 'purge', id: i.id })
      list.reload()
    } catch {
      // the client showed why
    }
  }
  return (
    <section className={screen} aria-label="回收站">
      <h2 className={heading}>回收站</h2>
      <SearchArea keyword={{ value: list.searchKey, placeholder: '名称' }} onSearch={list.search} onClear={list.clearAll} />
      <DataTable<BinItem> caption="回收站列表" state={list.table} columns={list.table.columns} rowKey={(i) => `${i.kind}${i.id}`} rows={list.rows} total={list.total} loading={list.loading} />
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-file-recycle', Recycle, {
  description: '回收站：已删除的文件（含全部版本）与文件夹，删除人、删除时间、原位置；恢复到原位置（连同版本与权限），有彻底删除权限者可彻底删除',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '恢复或彻底删除后，detail 为 {entity:"file", action, id}' },
})
