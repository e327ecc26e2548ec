import { useEffect, useState } from 'react'
import { useApi } from '../../runtime'
import { useCurrentUser } from '../../session/current-user'
import { draftFrom, draftOfDetail, emptyDraft, MAIL_PATHS, type MailDetail, type MailDraft, type ReplyKind } from './mail-types'

// Where the compose screen starts: an own draft (?id=), an answer or forward of a mail
// (?reply= / ?replyAll= / ?forward=), or an empty mail.

export interface ComposeStart {
  recordId?: string
  reply?: string
  replyAll?: string
  forward?: string
}

export interface ComposeSource {
  /** null while loading. */
  draft: MailDraft | null
  /** Changes when another source is loaded, so the form (and its editor) starts again. */
  key: string
  /** Why the asked-for mail was not used ('' when it was). */
  notice: string
}

function sourceOf(start: ComposeStart): { kind: ReplyKind | 'draft'; id: string } | null {
  if (start.recordId) return { kind: 'draft', id: start.recordId }
  if (start.reply) return { kind: 'reply', id: start.reply }
  if (start.replyAll) return { kind: 'replyAll', id: start.replyAll }
  if (start.forward) return { kind: 'forward', id: start.forward }
  return null
}

export function useComposeSource(start: ComposeStart): ComposeSource {
  const api = useApi()
  const me = useCurrentUser()
  const source = sourceOf(start)
  const key = source ? `${source.kind}:${source.id}` : 'new'
  const [state, setState] = useState<{
    key: string
    draft: MailDraft
    notice: string
  } | null>(null)
  // 回复全部 leaves the caller out, so it waits for who that is
  const waitForMe = source?.kind === 'replyAll' && me === undefined

  useEffect(() => {
    if (!source) return setState({ key, draft: emptyDraft(), notice: '' })
    if (waitForMe) return
    let live = true
    setState(null)
    api
      .get<MailDetail>(MAIL_PATHS.detail, { query: { id: source.id }, timestamp: true })
      .then((mail) => {
        if (!live) return
        if (source.kind !== 'draft') return setState({ key, draft: draftFrom(source.kind, mail, me?.userid ?? null), notice: '' })
        if (mail.box === 'draft') return setState({ key, draft: draftOfDetail(mail), notice: '' })
        setState({ key, draft: emptyDraft(), notice: '已发送的邮件不能再编辑，已为您新建一封邮件' })
      })
      .catch(() => live && setState({ key, draft: emptyDraft(), notice: '原邮件无法打开，已为您新建一封邮件' }))
    return () => {
      live = false
    }
    // source is derived from key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, waitForMe])

  return state && state.key === key ? state : { draft: null, key, notice: '' }
}
