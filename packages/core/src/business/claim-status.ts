// The quality claim's name and statuses as plain data: quality's claim document declares them
// (areas/quality/claim.ts), the cockpit counts claims and their moves (doc_event) by them without
// loading the definition.
import type { DocumentStatus } from '../document/define'

/** The claim's document name: its doc_event rows' doc_type and its flow's record type. */
export const CLAIM_DOC_TYPE = 'QulClaim'

/** Statuses of a claim in order, with their tones. */
export const CLAIM_STATUS_VALUES = [
  { value: '草稿', tone: 'default' },
  { value: '待确认', tone: 'processing' },
  { value: '已答复', tone: 'warning' },
  { value: '申诉中', tone: 'warning' },
  { value: '供应商已确认', tone: 'success' },
  { value: '结算审批中', tone: 'processing' },
  { value: '已结算', tone: 'success' },
  { value: '已作废', tone: 'default' },
] as const satisfies readonly DocumentStatus[]
export type ClaimStatus = (typeof CLAIM_STATUS_VALUES)[number]['value']
