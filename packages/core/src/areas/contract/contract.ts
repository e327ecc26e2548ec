// Contracts (packages/server/src/areas/order/API.md "Contracts"): the shapes server and screens share.

/** A contract's file (the one attachment model: a doc_file row of doc_type Contract), in attaching order. */
export interface ContractFile {
  file_id: number
  file_name: string
  file_size: number
  content_type: string
  /** who attached it, when (YYYY-MM-DD HH:mm:ss) */
  uploaded_by: string
  uploaded_at: string
}

/** A contract's status follows from its validity dates (computed in the query, never stored). */
export const CONTRACT_STATUSES = ['未生效', '生效中', '即将到期', '已过期'] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

export interface ContractRow {
  id: number
  contract_no: string
  supplyid: number
  supply_name: string
  title: string
  amount: number
  sign_date: string
  valid_from: string
  valid_to: string
  status: ContractStatus
  file_count: number
  remark: string
  created_at: string
  created_by: string
  updated_at: string
  updated_by: string
}

export interface ContractDetail extends ContractRow {
  files: ContractFile[]
}
