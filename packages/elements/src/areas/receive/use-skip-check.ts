import { useEffect, useState } from 'react'
import { useApi } from '../../runtime'
import { RECEIVE_PATHS } from '@scm/core/receive'

/** The skip-inspection flag (sys_param rcv_skip_check): true = receipts are 免检, qualified = received. */
export function useSkipCheck(): boolean | null {
  const api = useApi()
  const [skip, setSkip] = useState<boolean | null>(null)
  useEffect(() => {
    let live = true
    api
      .get<boolean>(RECEIVE_PATHS.appConfig, { timestamp: true, silent: true })
      .then((flag) => live && setSkip(flag === true))
      .catch(() => live && setSkip(false))
    return () => {
      live = false
    }
  }, [api])
  return skip
}
