import { REVIEW_PATHS } from '@scm/core/review'
import { useLoad } from '../../list/use-load'
import { useCan } from '../../resource/grants'
import { useApiTarget } from '../../runtime'
import { muted, panel } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { Upload } from '../../ui/upload'
import { DETAIL_FN, bar, type ReviewRecord, type Row } from './review-shared'

// The review detail's 订单图片 tab: the pictures the order needs, each with its photos and an
// upload.

export function Pictures({ order, doc }: { order: Row; doc: ReviewRecord }) {
  const target = useApiTarget()
  const can = useCan(DETAIL_FN)
  // a refused read shows no items
  const { data: items, reload: reloadItems } = useLoad(
    (api) => api.get<Row[]>(REVIEW_PATHS.pictures, { query: { order_no: order.order_no }, timestamp: true, silent: true }).catch((): Row[] => []),
    String(order.order_no),
  )
  if (!items) return <p role="status">加载中…</p>
  const attach = async (itemId: number, data: unknown) => {
    const ids = (Array.isArray(data) ? data : [data]).map((d) => Number((d as Row)?.id)).filter((n) => n > 0)
    if (!ids.length) return
    // the items and the readiness are read anew even when refused: the upload itself went through
    if (!(await doc.post('picture', REVIEW_PATHS.savePicture, { order_id: order.id, item_id: itemId, file_ids: ids }))) doc.reload()
    reloadItems()
  }
  if (!items.length) return <p className={muted}>此订单无需图片</p>
  return (
    <ul aria-label="订单图片项目" style={{ listStyle: 'none', padding: 0 }}>
      {items.map((p) => (
        <li key={p.item_id} className={panel}>
          <div className={bar}>
            <strong>{p.item_name}</strong>
            {p.present ? <StatusTag status="已上传" tone="success" /> : <StatusTag status="缺少" tone="error" />}
            <span className={muted}>{p.remark}</span>
          </div>
          {p.files.length ? <p className={muted}>{p.files.map((f: Row) => `${f.file_name}（${f.user_name}）`).join('，')}</p> : null}
          {can('edit') ? (
            <Upload url={`${target.apiBase}/File/File/UploadFiles`} headers={target.headers} data={{ category: 'document' }} accept={['image/*']} maxFileSize={20 * 1024 * 1024} label={`上传“${p.item_name}”照片`} onUploaded={(data) => void attach(p.item_id, data)} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}
