import { useEffect, useState } from 'react'
import { useLoad } from '../../list/use-load'
import { defineElement, useApi, useEmit } from '../../runtime'
import { saveBlob } from '../../resource/save-blob'
import { Button } from '../../ui/button'
import { ConfirmHost } from '../../ui/confirm'
import { buttonRow, heading, muted, screen } from '../../ui/layout'
import { BULLETIN_PATHS, BULLETIN_ROUTES, type BulletinAttachment, type BulletinDetail, type BulletinReadRecord } from './bulletin-types'
import { BulletinView, ReadRecords } from './bulletin-view'
import { useBulletinActions, useBulletinGrants } from './use-bulletin'

// /bulletin/detail?id= 公告详情: the bulletin as its readers see it (opening it records the read,
// so the host is told to refresh its unread count); its publisher (or an admin) also has 编辑,
// 撤回 / 发布, 删除 and the reading records.

function BulletinDetailScreen({ recordId }: { recordId?: string }) {
  const api = useApi()
  const emit = useEmit()
  const can = useBulletinGrants()
  const actions = useBulletinActions()
  // a reload (after 发布 / 撤回) reads the bulletin and its reading records again
  const [version, setVersion] = useState(0)
  const detail = useLoad((api) => api.get<BulletinDetail>(BULLETIN_PATHS.detail, { query: { id: recordId }, timestamp: true }), recordId ? `${recordId}:${version}` : null)
  const bulletin = detail.data ?? null
  const failed = detail.failed

  useEffect(() => {
    if (!bulletin) return
    emit('scm-title', { title: bulletin.title })
    emit('scm-change', { entity: 'bulletin', action: 'read', id: bulletin.id })
  }, [bulletin, emit])

  const canEdit = !!bulletin?.can_edit
  const records =
    useLoad(
      (api) => api.get<BulletinReadRecord[]>(BULLETIN_PATHS.readRecords, { query: { id: bulletin!.id }, timestamp: true }).catch(() => []),
      canEdit && bulletin ? `${bulletin.id}:${version}` : null,
    ).current ?? null

  const go = (path: string) => emit('scm-navigate', { path })
  const back = () => go(canEdit ? BULLETIN_ROUTES.list : BULLETIN_ROUTES.index)
  const download = async (file: BulletinAttachment) => {
    if (!bulletin) return
    try {
      saveBlob(await api.download(BULLETIN_PATHS.download, undefined, { query: { bulletin_id: bulletin.id, file_id: file.file_id } }), file.file_name)
    } catch {
      // the client showed why
    }
  }
  const reload = (done: boolean) => done && setVersion((v) => v + 1)
  const remove = async () => {
    if (bulletin && (await actions.remove(bulletin.id, bulletin.title))) go(BULLETIN_ROUTES.list)
  }

  return (
    <section className={screen} aria-label="公告详情">
      <h2 className={heading}>公告详情</h2>
      <div className={buttonRow}>
        {bulletin && canEdit && can('edit') ? (
          <>
            <Button variant="primary" onClick={() => go(`${BULLETIN_ROUTES.create}?id=${bulletin.id}`)}>
              编辑
            </Button>
            {bulletin.status === '已发布' ? (
              <Button onClick={() => void actions.withdraw(bulletin.id).then(reload)}>撤回</Button>
            ) : bulletin.status === '草稿' || bulletin.status === '已撤回' ? (
              <Button onClick={() => void actions.publish(bulletin.id).then(reload)}>发布</Button>
            ) : null}
          </>
        ) : null}
        {bulletin && canEdit && can('delete') ? (
          <Button variant="danger" onClick={() => void remove()}>
            删除
          </Button>
        ) : null}
        <Button onClick={back}>返回</Button>
      </div>
      {bulletin ? (
        <>
          <BulletinView bulletin={bulletin} onDownload={(file) => void download(file)} />
          {canEdit ? <ReadRecords records={records} /> : null}
        </>
      ) : (
        <p className={muted} role="status">
          {!recordId ? '请从公告列表选择公告' : failed ? '公告不存在或无权查看' : '加载中…'}
        </p>
      )}
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-bulletin-detail', BulletinDetailScreen, {
  description: '公告详情：标题、类型、发布人、发布与失效时间、内容（已净化的 HTML）与附件下载；发布人或管理员可编辑、撤回/发布、删除（需确认）并查看阅读记录；返回',
  attributes: { recordId: { type: 'string', description: '公告 id（门户中为 ?id=）' } },
  events: {
    'scm-change': '公告加载后（记录已读）detail 为 {entity:"bulletin", action:"read", id}；发布、撤回、删除后 action 为 "publish"|"withdraw"|"delete"',
    'scm-navigate': '编辑、删除或返回时，detail 为 {path}',
    'scm-title': '公告加载后，detail 为 {title: 标题}',
  },
})
