import { useApi } from '../../../runtime'
import { useGrantedButtons } from '../../../resource/grants'

export type AdminButton = 'add' | 'edit' | 'delete' | 'export' | 'audit'

/**
 * Which buttons the caller holds on a menu function (GetUserMenuData answers them per node):
 * `can('delete')`. Nothing is granted while the menu is loading, so no button flashes up and goes.
 */
export function useCan(fn: string): (button: AdminButton) => boolean {
  const granted = useGrantedButtons(useApi(), fn)
  return (button) => (granted as ReadonlySet<string> | null)?.has(button) ?? false
}
