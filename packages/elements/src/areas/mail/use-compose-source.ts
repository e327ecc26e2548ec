import { useMemo } from 'react'
import { useLoad } from '../../list/use-load'
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
  const me = useCurrentUser()
  const source = sourceOf(start)
  const key = source ? `${source.kind}:${source.id}` : 'new'
  // 回复全部 leaves the caller out, so it waits for who that is
  const waitForMe = source?.kind === 'replyAll' && me === undefined
  const fresh = useMemo<ComposeSource>(() => ({ key: 'new', draft: emptyDraft(), notice: '' }), [])

  const loaded = useLoad(
    (api) =>
      api.get<MailDetail>(MAIL_PATHS.detail, { query: { id: source!.id }, timestamp: true }).then(
        (mail): ComposeSource => {
          if (source!.kind !== 'draft') return { key, draft: draftFrom(source!.kind, mail, me?.userid ?? null), notice: '' }
          if (mail.box === 'draft') return { key, draft: draftOfDetail(mail), notice: '' }
          return { key, draft: emptyDraft(), notice: '已发送的邮件不能再编辑，已为您新建一封邮件' }
        },
        (): ComposeSource => ({ key, draft: emptyDraft(), notice: '原邮件无法打开，已为您新建一封邮件' }),
      ),
    source && !waitForMe ? key : null,
  ).current

  if (!source) return fresh
  return loaded ?? { draft: null, key, notice: '' }
}
