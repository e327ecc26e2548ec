// Work instructions (作业指导书): statuses and messages written once; the document definition,
// the server and the screens read them from here.
import type { DocumentStatus, StatusTone } from '../../document/define'

export const PRCS_STATUS = {
  draft: '草稿',
  auditing: '待审核',
  audited: '已审核',
  published: '已发布',
  voided: '已作废',
} as const

export const PRCS_MESSAGES = {
  noFile: '请先上传作业指导书文件',
  notUsed: '只有已审核、已发布或已作废的版本可以修订，草稿请直接修改',
  revising: '该指导书已有草稿或审核中的版本，请先处理该版本',
  exists: '该指导书编号已存在，请在已有版本上修订',
  ackDone: '已确认阅读',
  ackNone: '没有需要您确认阅读的该版本',
  notFound: '作业指导书不存在',
} as const

/** The system parameter: days a station's users have to confirm reading a published version. */
export const PRCS_ACK_DAYS_PARAM = 'prcsdoc_ack_days'

/**
 * The route views of /prcsdocument: which statuses each list opens with (none: every version — the
 * engineer uploads drafts and revises the versions in force there) and what its detail offers.
 */
export const PRCS_VIEWS = {
  prcsdocumentmag: { title: '作业指导书上传', statuses: [] as string[] },
  prcsdocumentAuditmag: { title: '作业指导书审核', statuses: [PRCS_STATUS.auditing] as string[] },
  prcsdocumentPublishtmag: { title: '作业指导书发布', statuses: [PRCS_STATUS.audited, PRCS_STATUS.published] as string[] },
} as const
export type PrcsView = keyof typeof PRCS_VIEWS

/** A published instruction in force, as the material file view and the station list show it. */
export interface EffectiveInstruction {
  id: number
  code: string
  name: string
  version: number
  station_id: number
  station_name: string
  mtr_id: number | null
  mtr_name: string | null
  route_name: string | null
  published_at: string | null
  /** the version's file (opened by GetFile) */
  file_id: number | null
  file_name: string | null
  /** a newer version waiting in review or to be published (it does not replace this one yet) */
  pending_version: number | null
  pending_status: string | null
  /** readers asked / confirmed */
  ack_total: number
  ack_done: number
}

/** A process of a route with the instruction in force at its station. */
export interface RouteProcess {
  line_id: number
  seq: number
  station_id: number
  station_name: string
  process_name: string
  mtr_name: string | null
  instructions: EffectiveInstruction[]
}

/** One reader asked to confirm a version. */
export interface AckRow {
  id: number
  doc_id: number
  code: string
  name: string
  version: number
  station_name: string
  userid: number
  user_name: string
  asked_at: string
  due_date: string
  confirmed_at: string | null
  /** 待确认 | 已确认 | 已逾期 (ACK_STATES) */
  state: string
}

/** Where a reader stands with a version he was asked to read, with its tone. */
export const ACK_STATES = [
  { value: '待确认', tone: 'processing' },
  { value: '已确认', tone: 'success' },
  { value: '已逾期', tone: 'error' },
] as const satisfies readonly DocumentStatus[]

export const ackTone = (state: string): StatusTone => ACK_STATES.find((s) => s.value === state)?.tone ?? 'processing'
