// What a document's calls answer, as server and screens both read it: the detail (header, lines,
// files, history, the caller's actions) and the messages. The definition itself is define.ts.

/** Which party acted: staff by their work (buyer, warehouse, quality, service), an owner, or the system. */
export type EventSide = 'buyer' | 'warehouse' | 'quality' | 'service' | 'staff' | 'supplier' | 'customer' | 'system'

export const EVENT_SIDES: Record<EventSide, string> = {
  buyer: '采购方',
  warehouse: '仓库',
  quality: '质量',
  service: '服务',
  staff: '本企业',
  supplier: '供应商',
  customer: '客户',
  system: '系统',
}

/** One history entry as every document's detail answers it. */
export interface DocumentEvent {
  id: number
  action: string
  from_status: string
  to_status: string
  reason: string
  /** What the action did, when it says more than from → to (e.g. 第2行 数量 100，交期 2026-12-01). */
  detail: string
  /** The line it concerned, if one. */
  line_no: number | null
  side: EventSide
  userid: number | null
  UserName: string
  created_at: string
}

/** An attached file as every document's detail answers it. */
export interface DocumentFile {
  id: number
  file_name: string
  file_size: number
  content_type: string
  UserName: string
  created_at: string
}

/** What GetDetail answers for a document. */
export interface DocumentDetail<H = Record<string, unknown>, L = Record<string, unknown>> {
  header: H & { id: number }
  lines: (L & { id: number; line_no: number })[]
  files: DocumentFile[]
  history: DocumentEvent[]
  /** Actions the caller may take right now (status and grants considered). */
  actions: { name: string; label: string; path: string; reason?: 'required' | 'optional'; confirm?: string }[]
  /** Whether the caller may still save or delete it. */
  editable: boolean
  /** Whether the caller may attach files (and remove his own) now. */
  attachable: boolean
}

/** Messages the document calls answer with (written once, for server and screens). */
export const DOCUMENT_MESSAGES = {
  notFound: '单据不存在',
  staleStatus: '单据状态已变化，请刷新后重试',
  notEditable: '当前状态的单据不能修改',
  reasonRequired: '请填写原因',
  noLines: '请至少添加一行明细',
  tooManyLines: '明细行数过多',
} as const
