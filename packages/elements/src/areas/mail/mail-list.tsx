import type { ReactNode } from 'react'
import { useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { ConfirmHost } from '../../ui/confirm'
import { DataTable, type Column } from '../../ui/data-table'
import { FilterBar, type FilterSpec } from '../../list/filter-bar'
import { buttonRow, heading, muted, nativeSelect, screen } from '../../ui/layout'
import { useListController } from '../../list'
import { linkButton, unreadDot, unreadRow } from './mail-styles'
import { MAIL_PATHS, MAIL_ROUTES, type MailBox, type MailRow } from './mail-types'
import { useFolders, useMailActions } from './use-mail-actions'

// One mailbox as a list (收件箱, 发件箱, 草稿箱, a folder): filters, paging, selection and the
// actions that fit the box. A row's subject opens the mail (a draft opens in 写邮件).

export interface MailListProps {
  title: string
  box: MailBox
  folderId?: number
  pageSize?: number
  /** Told after a change, e.g. to refresh the folder counts beside the list. */
  onChanged?: () => void
  /** Drawn before the filters (e.g. 写邮件). */
  toolbar?: ReactNode
}

const received = (box: MailBox) => box === 'inbox' || box === 'folder'
const bold = (row: MailRow, node: ReactNode) => (row.is_read ? node : <span className={unreadRow}>{node}</span>)

function columnsOf(box: MailBox, open: (row: MailRow) => void): Column<MailRow>[] {
  const subject: Column<MailRow> = {
    key: 'subject',
    title: '主题',
    sortable: box !== 'draft',
    render: (row) =>
      bold(
        row,
        <button type="button" className={linkButton} aria-label={`${box === 'draft' ? '编辑草稿' : '打开邮件'} ${row.subject}`} onClick={() => open(row)}>
          {row.subject}
        </button>,
      ),
  }
  const files: Column<MailRow> = { key: 'attachment_count', title: '附件', width: 60, align: 'center', render: (row) => (row.attachment_count ? `📎 ${row.attachment_count}` : '') }
  if (received(box)) {
    return [
      {
        key: 'sender_name',
        title: '发件人',
        width: 160,
        render: (row) =>
          row.is_read ? (
            row.sender_name
          ) : (
            <span className={unreadRow}>
              <span className={unreadDot} role="img" aria-label="未读" />
              {row.sender_name}
            </span>
          ),
      },
      subject,
      files,
      { key: 'sent_at', title: '时间', width: 160, sortable: true, render: (row) => bold(row, row.sent_at) },
    ]
  }
  return [
    { key: 'receivers', title: '收件人', width: 200, render: (row) => row.receivers || <span className={muted}>（未填写）</span> },
    subject,
    files,
    box === 'draft' ? { key: 'created_at', title: '保存时间', width: 160 } : { key: 'sent_at', title: '发送时间', width: 160, sortable: true },
  ]
}

const filterSpecs = (box: MailBox): FilterSpec[] => [
  { kind: 'text', name: 'searchKey', label: '关键字', placeholder: received(box) ? '主题或发件人' : '主题或收件人' },
  ...(received(box)
    ? [{ kind: 'select', name: 'is_read', label: '状态', options: [{ value: '0', label: '未读' }, { value: '1', label: '已读' }] } as FilterSpec]
    : []),
  { kind: 'dateRange', name: 'date', label: box === 'draft' ? '保存日期' : '日期' },
]

export function MailList({ title, box, folderId, pageSize, onChanged, toolbar }: MailListProps) {
  const emit = useEmit()
  const actions = useMailActions()
  const open = (row: MailRow) => emit('scm-navigate', { path: `${box === 'draft' ? MAIL_ROUTES.write : MAIL_ROUTES.detail}?id=${row.id}` })
  const list = useListController<MailRow>({
    path: MAIL_PATHS.list,
    columns: columnsOf(box, open),
    rowKey: 'id',
    pageSize,
    fixed: { box, folder_id: folderId ?? null },
    // a folder's list keeps no state: another folder is another list
    stateKey: box === 'folder' ? undefined : `/mail/${box}`,
  })
  const { folders, reload: reloadFolders } = useFolders()
  const selection = list.table.selection
  const ids = selection.keys.map(Number)
  const after = (done: boolean) => {
    if (!done) return
    selection.clear()
    list.reload()
    reloadFolders()
    onChanged?.()
  }
  const targets = (folders ?? []).filter((f) => f.id !== folderId)

  return (
    <section className={screen} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <FilterBar specs={filterSpecs(box)} value={list.filters} onApply={list.setFilters} label={`${title}筛选`}>
        {toolbar}
      </FilterBar>
      <div className={buttonRow} role="toolbar" aria-label="邮件操作">
        <span className={muted}>{ids.length ? `已选 ${ids.length} 封` : '选择邮件后可批量操作'}</span>
        <Button variant="danger" disabled={!ids.length} onClick={() => void actions.remove(ids).then(after)}>
          删除
        </Button>
        {received(box) ? (
          <>
            <Button disabled={!ids.length} onClick={() => void actions.setRead(ids, true).then(after)}>
              标为已读
            </Button>
            <Button disabled={!ids.length} onClick={() => void actions.setRead(ids, false).then(after)}>
              标为未读
            </Button>
            <select
              className={nativeSelect}
              aria-label="移动到文件夹"
              value=""
              disabled={!ids.length || !targets.length}
              onChange={(e) => e.currentTarget.value && void actions.move(ids, Number(e.currentTarget.value)).then(after)}
            >
              <option value="">{targets.length || folders === null ? '移动到…' : '（暂无文件夹）'}</option>
              {targets.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {box === 'folder' ? (
          <Button disabled={!ids.length} onClick={() => void actions.move(ids, null).then(after)}>
            移回收件箱
          </Button>
        ) : null}
      </div>
      <DataTable<MailRow> state={list.table} rows={list.rows} total={list.total} caption={`${title}列表`} loading={list.loading} selectable emptyText="暂无邮件" />
      <ConfirmHost />
    </section>
  )
}
