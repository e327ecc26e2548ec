import { useLoad } from '../../list/use-load'
import { useApi, useEmit } from '../../runtime'
import { confirm } from '../../ui/confirm'
import { MAIL_PATHS, type Folder } from './mail-types'

// What the list and detail screens do to mails, each followed by scm-change {entity:'mail'} so
// the host refreshes the header's unread count (and other mail screens their lists).

export interface MailActions {
  /** Asks first; resolves true once deleted. */
  remove: (ids: number[]) => Promise<boolean>
  setRead: (ids: number[], read: boolean) => Promise<boolean>
  /** null = back to the inbox. */
  move: (ids: number[], folderId: number | null) => Promise<boolean>
}

export function useMailActions(): MailActions {
  const api = useApi()
  const emit = useEmit()
  return {
    remove: async (ids) => {
      if (!ids.length || !(await confirm(ids.length > 1 ? `确定删除选中的 ${ids.length} 封邮件吗？` : '确定删除该邮件吗？', { danger: true }))) return false
      try {
        await api.post(ids.length > 1 ? MAIL_PATHS.del : `${MAIL_PATHS.del}?id=${ids[0]}`, ids.length > 1 ? { ids } : undefined, { successMessage: true })
        emit('scm-change', { entity: 'mail', action: 'delete', ids })
        return true
      } catch {
        return false
      }
    },
    setRead: async (ids, read) => {
      try {
        await api.post(MAIL_PATHS.setRead, { ids, is_read: read }, { successMessage: true })
        emit('scm-change', { entity: 'mail', action: read ? 'read' : 'unread', ids })
        return true
      } catch {
        return false
      }
    },
    move: async (ids, folderId) => {
      try {
        await api.post(MAIL_PATHS.move, { ids, folder_id: folderId }, { successMessage: true })
        emit('scm-change', { entity: 'mail', action: 'move', ids, folder_id: folderId })
        return true
      } catch {
        return false
      }
    },
  }
}

/** The caller's folders (with total / unread counts); `reload` after a change. */
export function useFolders(): { folders: Folder[] | null; reload: () => void } {
  const { data, reload } = useLoad((api) => api.get<Folder[]>(MAIL_PATHS.folders, { timestamp: true }).catch((): Folder[] => []), 'folders')
  return { folders: data ?? null, reload }
}
