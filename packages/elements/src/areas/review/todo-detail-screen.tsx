import { CHANGE_KINDS, tcNoticeDocument, tdDealDocument, type ChangeKind } from '@scm/core/review'
import { DocumentStatus } from '../../document/document-status'
import { useDocument } from '../../document/use-document'
import { facts, heading, screen } from '../../ui/layout'
import { ChangeImpact } from './change-impact'
import type { Row } from './review-shared'
import { TodoTypeList } from './todo-type-list'

/** 待办详情 /todo/todoDetail?kind=&id=: one change's facts, handlings and impact. */
export function TodoDetailScreen({ kind = 'td', recordId }: { kind?: string; recordId?: number }) {
  const k: ChangeKind = kind === 'tc' ? 'tc' : 'td'
  const definition = k === 'tc' ? tcNoticeDocument : tdDealDocument
  const doc = useDocument(definition, recordId ?? null)
  if (!recordId) return <TodoTypeList />
  if (!doc.detail) return <p role="status">加载中…</p>
  const h = doc.detail.header as Row
  return (
    <section className={screen} aria-label="待办详情">
      <h2 className={heading}>
        {CHANGE_KINDS[k].title} {h.change_no} <DocumentStatus statuses={definition.status.values} value={h.status} />
      </h2>
      <dl className={facts}>
        <dt>主题</dt>
        <dd>{h.title}</dd>
        <dt>涉及车型</dt>
        <dd>{h.models || '全部'}</dd>
        <dt>生效日期</dt>
        <dd>{h.effective_date}</dd>
        <dt>处理部门</dt>
        <dd>{h.depts}</dd>
        <dt>发布时间</dt>
        <dd>{h.issued_at}</dd>
        <dt>变更内容</dt>
        <dd>{h.content}</dd>
      </dl>
      <ChangeImpact kind={k} id={recordId} onHandled={doc.reload} />
    </section>
  )
}
