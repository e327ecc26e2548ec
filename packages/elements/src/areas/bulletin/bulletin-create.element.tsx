import { useMemo, useState } from 'react'
import { useLoad } from '../../list/use-load'
import { defineElement, useApi, useApiTarget, useEmit } from '../../runtime'
import { heading, muted, screen } from '../../ui/layout'
import { BulletinForm } from './bulletin-form'
import { BULLETIN_PATHS, BULLETIN_ROUTES, draftOfDetail, emptyBulletinDraft, saveInputOf, type BulletinDetail, type BulletinDraft } from './bulletin-types'
import { useBulletinGrants, useBulletinTypes } from './use-bulletin'

// /bulletin/create 发布公告: a new bulletin, or an own one edited again (?id=). 发布 goes on to its
// detail; 存草稿 stays, editing the saved draft from then on.

interface Source {
  key: string
  draft: BulletinDraft
  notice: string
}

/** Where the form starts: the bulletin of ?id= (when the caller may edit it) or an empty one. */
function useSource(recordId: string | undefined): Source | null {
  const key = recordId ? `edit:${recordId}` : 'new'
  const fresh = useMemo<Source>(() => ({ key: 'new', draft: emptyBulletinDraft(), notice: '' }), [])
  const edited = useLoad(
    (api) =>
      api.get<BulletinDetail>(BULLETIN_PATHS.detail, { query: { id: recordId }, timestamp: true }).then(
        (found): Source => (found.can_edit ? { key, draft: draftOfDetail(found), notice: '' } : { key, draft: emptyBulletinDraft(), notice: '无权编辑该公告，已为您新建一条公告' }),
        (): Source => ({ key, draft: emptyBulletinDraft(), notice: '原公告无法打开，已为您新建一条公告' }),
      ),
    recordId ? key : null,
  ).current
  return recordId ? (edited ?? null) : fresh
}

function BulletinCreate({ recordId }: { recordId?: string }) {
  const api = useApi()
  const emit = useEmit()
  const types = useBulletinTypes()
  const can = useBulletinGrants()
  const source = useSource(recordId)
  // the tab stays open after 发布: coming back to it starts a new, empty bulletin (not the published one again)
  const [published, setPublished] = useState<{ key: string; n: number } | null>(null)
  const afterPublish = !!source && published?.key === source.key
  const upload = useApiTarget()

  const submit = async (draft: BulletinDraft, publish: boolean) => {
    try {
      const saved = await api.post<{ id: number; status: string }>(BULLETIN_PATHS.save, saveInputOf(draft, publish), { successMessage: true })
      emit('scm-change', { entity: 'bulletin', action: publish ? 'publish' : 'draft', id: saved.id, status: saved.status })
      if (publish && source) {
        setPublished((last) => ({ key: source.key, n: (last?.n ?? 0) + 1 }))
        emit('scm-navigate', { path: `${BULLETIN_ROUTES.detail}?id=${saved.id}` })
      }
      return saved.id
    } catch {
      return null // the client showed the server's message
    }
  }

  const editing = !!source?.draft.id && !afterPublish
  return (
    <section className={screen} aria-label="发布公告">
      <h2 className={heading}>{editing ? '编辑公告' : '发布公告'}</h2>
      {source?.notice && !afterPublish ? (
        <p className={muted} role="status">
          {source.notice}
        </p>
      ) : null}
      {source ? (
        <BulletinForm
          key={afterPublish ? `${source.key}#${published.n}` : source.key}
          initial={afterPublish ? emptyBulletinDraft() : source.draft}
          types={types}
          canSave={can(editing ? 'edit' : 'add')}
          onSubmit={submit}
          uploadUrl={`${upload.apiBase}${BULLETIN_PATHS.upload}`}
          uploadHeaders={upload.headers}
        />
      ) : (
        <p role="status">加载中…</p>
      )}
    </section>
  )
}

defineElement('scm-bulletin-create', BulletinCreate, {
  description: '发布公告：选择公告类型、填写标题、公告对象（全部/内部员工/供应商/客户）、置顶、发布与失效时间、富文本内容、上传附件，发布或存草稿；可编辑自己的公告',
  attributes: { recordId: { type: 'string', description: '要编辑的公告 id（门户中为 ?id=）' } },
  events: {
    'scm-change': '发布或保存草稿后，detail 为 {entity:"bulletin", action:"publish"|"draft", id, status}',
    'scm-navigate': '发布成功后转到公告详情，detail 为 {path:"/bulletin/detail?id=…"}',
  },
})
