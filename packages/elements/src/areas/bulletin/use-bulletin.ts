import { useCallback, useMemo } from 'react'
import { useLoad } from '../../list/use-load'
import { useApi, useEmit } from '../../runtime'
import { useGrantedButtons } from '../../resource/grants'
import { confirm } from '../../ui/confirm'
import type { Option } from '../../ui/select'
import { BULLETIN_PATHS, BULLETIN_WRITE_FN, type BulletinType } from './bulletin-types'

// What the bulletin screens share: the enabled types (GetTypes), the caller's write grants, and
// 发布 / 撤回 / 删除, each followed by scm-change {entity:'bulletin'} so the host refreshes its
// home widget and other bulletin screens their lists.

/** The enabled types as select options, [] while loading (or when the call failed). */
export function useBulletinTypes(): Option[] {
  const types = useLoad((api) => api.get<BulletinType[]>(BULLETIN_PATHS.types, { timestamp: true, silent: true }), 'types').data
  return useMemo(() => types?.map((t) => ({ value: String(t.id), label: t.name })) ?? [], [types])
}

/** The buttons the caller holds on 发布公告 (nothing while the menu loads). */
export function useBulletinGrants(): (button: 'add' | 'edit' | 'delete') => boolean {
  const granted = useGrantedButtons(useApi(), BULLETIN_WRITE_FN)
  return (button) => granted?.has(button) ?? false
}

export interface BulletinActions {
  publish: (id: number) => Promise<boolean>
  withdraw: (id: number) => Promise<boolean>
  /** Asks first; resolves true once deleted. */
  remove: (id: number, title: string) => Promise<boolean>
}

export function useBulletinActions(): BulletinActions {
  const api = useApi()
  const emit = useEmit()
  const call = useCallback(
    async (path: string, id: number, action: string) => {
      try {
        await api.post(path, { id }, { successMessage: true })
        emit('scm-change', { entity: 'bulletin', action, id })
        return true
      } catch {
        return false // the client showed the server's message
      }
    },
    [api, emit],
  )
  return {
    publish: (id) => call(BULLETIN_PATHS.publish, id, 'publish'),
    withdraw: (id) => call(BULLETIN_PATHS.withdraw, id, 'withdraw'),
    remove: async (id, title) => (await confirm(`确定删除公告“${title}”吗？删除后阅读记录与附件关联一并删除。`, { title: '删除公告', danger: true })) && call(BULLETIN_PATHS.del, id, 'delete'),
  }
}
