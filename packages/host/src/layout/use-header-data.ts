// Header data: company info and web configuration once the layout opens, then the unread-mail
// count, refreshed whenever an element reports a change to mail (scm-change {entity:'mail'}).
import { useCallback, useEffect, useState } from 'react'
import { SHELL_PATHS } from '@scm/core'
import { MAIL_PATHS } from '@scm/core/mail'
import { api } from '../app/api'
import { homeVariant } from '../app/build-config'
import { onEntityChange } from '../app/page-events'
import { companyName, mailIconHidden, unreadCount } from './header-data'

export interface HeaderData {
  company: string
  mailHidden: boolean
  unread: number
}

export function useHeaderData(): HeaderData {
  const [company, setCompany] = useState('')
  const [webConfig, setWebConfig] = useState<unknown>(null)
  const [unread, setUnread] = useState(0)

  useEffect(() => {
    let current = true
    // Code ≠ 1 on company info: the client shows the server's Msg as an error (spec §8)
    api.get(SHELL_PATHS.company, { timestamp: true }).then(
      (data) => current && setCompany(companyName(data)),
      () => undefined,
    )
    api.get(SHELL_PATHS.webConfig, { timestamp: true, silent: true }).then(
      (data) => current && setWebConfig(data),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])

  const mailHidden = mailIconHidden(homeVariant, company, webConfig)

  const loadUnread = useCallback(() => {
    api.get(MAIL_PATHS.unreadCount, { timestamp: true, silent: true }).then(
      (data) => setUnread(unreadCount(data)),
      () => undefined,
    )
  }, [])

  useEffect(() => {
    if (mailHidden) return
    loadUnread()
    return onEntityChange((detail) => {
      if (detail.entity === 'mail') loadUnread()
    })
  }, [mailHidden, loadUnread])

  return { company, mailHidden, unread }
}
