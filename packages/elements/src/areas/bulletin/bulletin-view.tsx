import { HtmlBody } from '../../ui/html-body'
import { AttachedFiles } from '../../document/attached-files'
import { StatusTag } from '../../ui/status-tag'
import { facts, smallTable, subheading } from '../../ui/layout'
import { topMark } from './bulletin-styles'
import type { BulletinAttachment, BulletinDetail, BulletinReadRecord } from './bulletin-types'

// One bulletin as it is read: title, facts, the sanitised body and the attachments; and the
// reading records its publisher sees.

export function BulletinView({ bulletin, onDownload }: { bulletin: BulletinDetail; onDownload: (file: BulletinAttachment) => void }) {
  return (
    <article aria-label={`公告 ${bulletin.title}`}>
      <h3 className={subheading} data-field="title">
        {bulletin.is_top ? <span className={topMark}>置顶</span> : null}
        {bulletin.title}
      </h3>
      <dl className={facts}>
        <dt>公告类型</dt>
        <dd data-field="type">{bulletin.type_name}</dd>
        <dt>发布人</dt>
        <dd data-field="publisher">{bulletin.publisher_name}</dd>
        <dt>发布时间</dt>
        <dd data-field="publish_at">{bulletin.publish_at || '—'}</dd>
        <dt>失效时间</dt>
        <dd data-field="expire_at">{bulletin.expire_at || '长期有效'}</dd>
        {bulletin.can_edit ? (
          <>
            <dt>公告对象</dt>
            <dd data-field="audience">{bulletin.audience}</dd>
            <dt>状态</dt>
            <dd data-field="status">
              <StatusTag status={bulletin.status} />
            </dd>
          </>
        ) : null}
      </dl>
      <HtmlBody html={bulletin.body} label="公告内容" />
      {bulletin.attachments.length ? (
        <>
          <h3 className={subheading}>附件（{bulletin.attachments.length}）</h3>
          <AttachedFiles label="附件" files={bulletin.attachments} onDownload={onDownload} />
        </>
      ) : null}
    </article>
  )
}

export function ReadRecords({ records }: { records: BulletinReadRecord[] | null }) {
  return (
    <section aria-label="阅读记录">
      <h3 className={subheading}>阅读记录{records ? `（${records.length}）` : ''}</h3>
      {records === null ? (
        <p role="status">加载中…</p>
      ) : (
        <table className={smallTable} aria-label="阅读记录">
          <thead>
            <tr>
              <th>阅读人</th>
              <th>单位/部门</th>
              <th>阅读时间</th>
            </tr>
          </thead>
          <tbody>
            {records.length ? (
              records.map((r) => (
                <tr key={r.userid}>
                  <td>{r.UserName}</td>
                  <td>{r.org_name}</td>
                  <td>{r.read_at}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={3}>暂无阅读记录</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  )
}
