import { useLoad } from '../../list/use-load'
import { RECEIVE_PATHS } from '@scm/core/receive'

/** The skip-inspection flag (sys_param rcv_skip_check): true = receipts are 免检, qualified = received. */
export function useSkipCheck(): boolean | null {
  // a failed read counts as inspection required
  return useLoad((api) => api.get<boolean>(RECEIVE_PATHS.appConfig, { timestamp: true, silent: true }).then((flag) => flag === true, () => false), 'skip-check').data ?? null
}
