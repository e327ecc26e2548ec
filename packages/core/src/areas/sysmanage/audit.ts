// The administration audit log (/api/AuditLog/GetList): one row as the server answers it and the
// screen and tests read it.

/** One change made by an administrator: who, when, what, and the record before and after. */
export interface AuditLogRow {
  id: number
  /** null for 系统 (a background job) */
  userid: number | null
  usercode: string
  UserName: string
  area: string
  action: string
  target: string
  target_id: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  ip: string
  /** yyyy-MM-dd HH:mm:ss */
  created_at: string
  /** Chinese names of the before/after keys (the server's one label table) */
  labels: Record<string, string>
}
