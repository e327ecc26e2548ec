// Contract shapes (packages/server/src/areas/order/API.md "Contracts").
import type { ContractFile } from '@scm/core'

export type { ContractFile }

export type ContractStatus = '未生效' | '生效中' | '即将到期' | '已过期'
export const CONTRACT_STATUSES: ContractStatus[] = ['未生效', '生效中', '即将到期', '已过期']

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

export const CONTRACT_PATHS = {
  list: '/api/Contract/GetList',
  detail: '/api/Contract/GetDetail',
  save: '/api/Contract/Save',
  del: '/api/Contract/Del',
  export: '/api/Contract/Export',
  download: '/api/Contract/DownloadAttachment',
} as const

