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
