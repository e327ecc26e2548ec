import { css } from 'styled-system/css'
import { REVIEW_STATUS_VALUES, BOM_MARK_TONES, type BomMark } from '@scm/core/review'
import type { DocumentRecord } from '../../document/use-document-record'
import { StatusTag, type StatusTone } from '../../ui/status-tag'

// Pieces the review screens share: status tags and a scrolling small table (the calls' paths are
// core's REVIEW_PATHS).

/** The review detail's function: its parts show the buttons its rights allow. */
export const DETAIL_FN = 'OrderAudit_detail'

const REVIEW_TONES = Object.fromEntries(REVIEW_STATUS_VALUES.map((s) => [s.value, s.tone])) as Record<string, StatusTone>
export const ReviewStatus = ({ status }: { status: string }) => <StatusTag status={status} tone={REVIEW_TONES[status] ?? 'default'} />
export const BomMarkTag = ({ mark }: { mark: BomMark }) => (mark ? <StatusTag status={mark} tone={BOM_MARK_TONES[mark] as StatusTone} /> : null)

/** A small table that scrolls sideways on a phone instead of widening the page. */
export const scroll = css({ overflowX: 'auto', maxW: '100%' })
export const cell = css({ maxW: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center', my: '6px' })
export const problem = css({ color: 'var(--scm-color-danger, #b83232)', m: '2px 0' })

export type Row = Record<string, any>

/** GetOrderDetail's answer: the order, the departments' audits, what keeps it from being ready. */
export interface OrderReview {
  order: Row
  audits: Row[]
  problems: string[]
}
/** The review detail's record (the document kit's): its parts post through it and it reads anew. */
export type ReviewRecord = DocumentRecord<OrderReview>

/** Cut text with its whole value on hover. */
export const Cut = ({ text }: { text: unknown }) => (
  <span className={cell} title={String(text ?? '')} style={{ display: 'inline-block', verticalAlign: 'bottom' }}>
    {String(text ?? '')}
  </span>
)
