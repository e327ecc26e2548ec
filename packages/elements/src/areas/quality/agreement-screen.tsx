import { AGREEMENT_EXPIRY_DAYS, qualityAgreementDocument } from '@scm/core/quality'
import { daysDueText } from '@scm/core'
import { documentScreen } from '../../document/document-screen'
import { StatusTag } from '../../ui/status-tag'

// 技术质量协议 — the list (one near its end flagged 即将到期), editor and detail (the agreement file
// as the document's files, 发布, the supplier's 确认协议 / 退回, 终止, history) from the definition.

/** Days from today to a yyyy-MM-dd date. */
function daysUntil(date: unknown): number | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null
  const [y, m, d] = date.slice(0, 10).split('-').map(Number)
  const end = new Date(y!, m! - 1, d!)
  const today = new Date()
  today.setHours(0, 0, 0, 0)
  return Math.round((end.getTime() - today.getTime()) / 86_400_000)
}

export const AgreementScreen = documentScreen(qualityAgreementDocument, {
  columns: (columns) =>
    columns.map((c) =>
      c.key === 'valid_to'
        ? {
            ...c,
            width: 170,
            render: (row) => {
              const left = daysUntil(row.valid_to)
              const live = row.status === '已确认' || row.status === '待确认'
              return (
                <span>
                  {String(row.valid_to ?? '')}{' '}
                  {live && left !== null && left < 0 ? <StatusTag status="已过期" tone="error" /> : live && left !== null && left <= AGREEMENT_EXPIRY_DAYS ? <StatusTag status="即将到期" tone="warning">{daysDueText(left)}</StatusTag> : null}
                </span>
              )
            },
          }
        : c,
    ),
})
