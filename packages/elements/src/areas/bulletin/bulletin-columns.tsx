import type { ReactNode } from 'react'
import { actionsColumn, type Column } from '../../ui/data-table'
import { StatusTag } from '../../ui/status-tag'
import { compactMeta, titleLink, topMark, unreadMark, unreadTitle } from './bulletin-styles'
import type { BulletinRow } from './bulletin-types'

// The columns of 公告浏览 and 我的公告, apart from their screens so they can be drawn with given rows.

const files: Column<BulletinRow> = { key: 'attachment_count', title: '附件', width: 60, align: 'center', render: (row) => (row.attachment_count ? `📎 ${row.attachment_count}` : '') }

/** The title as a link to the detail, 置顶 before it. */
function title(row: BulletinRow, open: (row: BulletinRow) => void, unread: boolean): ReactNode {
  return (
    <span className={unread ? unreadTitle : undefined} data-unread={unread || undefined}>
      {row.is_top ? <span className={topMark}>置顶</span> : null}
      <button type="button" className={titleLink} aria-label={`查看公告 ${row.title}`} onClick={() => open(row)}>
        {row.title}
      </button>
      {unread ? <span className={unreadMark}>未读</span> : null}
    </span>
  )
}

/** 公告浏览: unread rows bold with 未读, top ones marked 置顶; `compact` (a phone): one column. */
export function indexColumns(open: (row: BulletinRow) => void, compact = false): Column<BulletinRow>[] {
  if (compact) {
    return [
      {
        key: 'title',
        title: '公告',
        render: (row) => (
          <>
            {title(row, open, !row.is_read)}
            <span className={compactMeta}>
              {row.type_name} · {row.publisher_name} · {row.publish_at}
            </span>
          </>
        ),
      },
    ]
  }
  return [
    { key: 'title', title: '标题', render: (row) => title(row, open, !row.is_read) },
    { key: 'type_name', title: '公告类型', width: 120 },
    { key: 'publisher_name', title: '发布人', width: 110 },
    { key: 'publish_at', title: '发布时间', width: 160 },
    { key: 'expire_at', title: '失效时间', width: 160, render: (row) => row.expire_at || '长期有效' },
    files,
  ]
}

/** 我的公告: status tags, read counts, and the row's actions (drawn by the screen). */
export function myListColumns(open: (row: BulletinRow) => void, actions: (row: BulletinRow) => ReactNode): Column<BulletinRow>[] {
  return [
    { key: 'title', title: '标题', render: (row) => title(row, open, false) },
    { key: 'type_name', title: '公告类型', width: 110 },
    { key: 'audience', title: '公告对象', width: 90 },
    { key: 'status', title: '状态', width: 80, align: 'center', render: (row) => <StatusTag status={row.status} /> },
    { key: 'publish_at', title: '发布时间', width: 150, render: (row) => row.publish_at || '—' },
    { key: 'expire_at', title: '失效时间', width: 150, render: (row) => row.expire_at || '长期有效' },
    { key: 'read_count', title: '阅读数', width: 70, kind: 'count' },
    files,
    actionsColumn(actions, { width: 170, align: 'center' }),
  ]
}
