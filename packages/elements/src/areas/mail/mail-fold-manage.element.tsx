import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { confirm, ConfirmHost } from '../../ui/confirm'
import { buttonRow, heading, muted, screen } from '../../ui/layout'
import { FolderDialog } from './folder-dialog'
import { MailList } from './mail-list'
import { MAIL_PATHS, type Folder } from './mail-types'
import { useFolders } from './use-mail-actions'

// /mail/foldManage 文件夹管理: the caller's folders with their counts (新建, 重命名, 删除 — its
// mails go back to the inbox); choosing one lists its mails like the inbox, with 移回收件箱.

const layout = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '260px minmax(0, 1fr)' }, gap: '12px', alignItems: 'start' })
const folderList = css({ listStyle: 'none', m: '0', p: '0', border: '1px solid var(--scm-color-border-light, #ebeef5)', borderRadius: '4px' })
const folderItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4px',
  px: '8px',
  py: '4px',
  borderBottom: '1px solid var(--scm-color-border-light, #ebeef5)',
  '&[data-current]': { bg: 'var(--scm-color-primary-light, #ecf5ff)' },
  '& > button:first-child': { flex: '1', textAlign: 'left', bg: 'transparent', border: '0', p: '4px 0', cursor: 'pointer', font: 'inherit', color: 'inherit' },
})

function MailFoldManage({ folder, pageSize }: { folder?: string; pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const { folders, reload } = useFolders()
  const [current, setCurrent] = useState<number | null>(folder ? Number(folder) : null)
  const [editing, setEditing] = useState<Folder | null | 'new'>(null)
  useEffect(() => setCurrent(folder ? Number(folder) : null), [folder])
  const chosen = folders?.find((f) => f.id === current) ?? null

  const remove = async (f: Folder) => {
    const ok = await confirm(`确定删除文件夹“${f.name}”吗？其中的 ${f.total} 封邮件将移回收件箱。`, { danger: true })
    if (!ok) return
    try {
      await api.post(`${MAIL_PATHS.folderDel}?id=${f.id}`, undefined, { successMessage: true })
      emit('scm-change', { entity: 'mail', action: 'folder-delete', id: f.id })
      if (current === f.id) setCurrent(null)
      reload()
    } catch {
      // the client showed why
    }
  }

  return (
    <section className={screen} aria-label="文件夹管理">
      <h2 className={heading}>文件夹管理</h2>
      <div className={layout}>
        <div>
          <div className={buttonRow}>
            <Button variant="primary" onClick={() => setEditing('new')}>
              新建
            </Button>
          </div>
          {folders === null ? (
            <p role="status">加载中…</p>
          ) : folders.length === 0 ? (
            <p className={muted}>还没有文件夹，点击“新建”添加</p>
          ) : (
            <ul className={folderList} aria-label="我的文件夹">
              {folders.map((f) => (
                <li key={f.id} className={folderItem} data-current={f.id === current || undefined}>
                  <button type="button" aria-current={f.id === current || undefined} aria-label={`${f.name}，共 ${f.total} 封，未读 ${f.unread} 封`} onClick={() => setCurrent(f.id)}>
                    {f.name}
                    <span className={muted}>
                      {' '}
                      ({f.unread}/{f.total})
                    </span>
                  </button>
                  <Button variant="text" aria-label={`重命名 ${f.name}`} onClick={() => setEditing(f)}>
                    重命名
                  </Button>
                  <Button variant="text" aria-label={`删除 ${f.name}`} onClick={() => void remove(f)}>
                    删除
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p className={muted}>括号内为 未读/总数</p>
        </div>
        {chosen ? (
          <MailList key={chosen.id} title={`文件夹：${chosen.name}`} box="folder" folderId={chosen.id} pageSize={pageSize} onChanged={reload} />
        ) : (
          <p className={muted}>{folders?.length ? '选择左侧的文件夹查看其中的邮件' : ''}</p>
        )}
      </div>
      <FolderDialog
        open={editing !== null}
        folder={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null)
          reload()
          if (!current) setCurrent(saved.id)
        }}
      />
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-mail-fold-manage', MailFoldManage, {
  description: '文件夹管理：我的邮件文件夹（总数、未读数），新建、重命名、删除（邮件移回收件箱）；选择文件夹列出其中的邮件，可移回收件箱',
  attributes: {
    folder: { type: 'string', description: '先打开的文件夹 id（门户中为 ?folder=）' },
    pageSize: { type: 'number', description: '邮件列表每页条数', default: 10 },
  },
  events: {
    'scm-change': '删除文件夹或移动、删除、标记其中的邮件后，detail 为 {entity:"mail", action, …}',
    'scm-navigate': '打开文件夹中的邮件，detail 为 {path:"/mail/detail?id=…"}',
  },
})
