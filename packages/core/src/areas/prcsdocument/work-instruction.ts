import { PRCS_STATUS } from './terms'
import { defineDocument } from '../../document/define'

/**
 * 作业指导书 /prcsdocument (DOMAIN.md "Work instructions"): what a station works to — code, name,
 * the process route and station it belongs to, the material it concerns, version and its file (the
 * document's attachment). 草稿 → 提交审核 (approval flow prcsdoc_audit: 待审核) → 已审核 → 发布 →
 * 已发布; publishing retires the code's previously published version (已作废), and the database
 * keeps one published version per code. A used version is never edited: it is revised into the
 * next version's draft (version + 1), while the published one stays in force at the station.
 */
export const workInstructionDocument = defineDocument({
  name: 'prcsdocument',
  title: '作业指导书',
  table: 'prcs_document',
  fn: 'prcsdocument_prcsdocumentmag',
  numbering: { field: 'doc_no', prefix: 'ZD' },
  status: {
    field: 'status',
    values: [
      { value: PRCS_STATUS.draft, tone: 'default' },
      { value: PRCS_STATUS.auditing, tone: 'processing' },
      { value: PRCS_STATUS.audited, tone: 'warning' },
      { value: PRCS_STATUS.published, tone: 'success' },
      { value: PRCS_STATUS.voided, tone: 'default' },
    ],
  },
  fields: {
    doc_no: { kind: 'text', label: '单据编号', max: 20, readOnly: true, filter: ['contains'], sort: true, list: false },
    code: { kind: 'text', label: '指导书编号', required: true, max: 30, filter: ['contains', 'eq'], sort: true, width: 140 },
    name: { kind: 'text', label: '指导书名称', required: true, max: 100, filter: ['contains'], width: 200 },
    version: { kind: 'number', label: '版本', scale: 0, readOnly: true, default: 1, sort: true, width: 60 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 80 },
    route_id: { kind: 'ref', label: '工艺路线', ref: { resource: 'QulKeyRoute', labelField: 'route_name' }, filter: ['eq'], width: 180 },
    station_id: { kind: 'ref', label: '工位', required: true, ref: { resource: 'Station', labelField: 'station_name' }, filter: ['eq'], width: 110 },
    mtr_id: { kind: 'ref', label: '物料', ref: { resource: 'Material', labelField: 'mtr_name' }, filter: ['eq'], width: 140 },
    remark: { kind: 'text', label: '修订说明', max: 200, list: false },
  },
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['code', 'name', 'doc_no'],
  editable: [PRCS_STATUS.draft],
  // the file is the version: it is attached to the draft and stays as it was once submitted
  attachableIn: [PRCS_STATUS.draft],
  supersedes: { keys: ['code'], status: PRCS_STATUS.published, to: PRCS_STATUS.voided, label: '被新版本替代' },
  actions: {
    Submit: {
      label: '提交审核',
      from: [PRCS_STATUS.draft],
      to: PRCS_STATUS.audited,
      flow: { code: 'prcsdoc_audit', pending: PRCS_STATUS.auditing, rejected: PRCS_STATUS.draft },
    },
    Publish: {
      label: '发布',
      from: [PRCS_STATUS.audited],
      to: PRCS_STATUS.published,
      button: 'audit',
      confirm: '发布后该指导书的上一版本作废，工位人员须确认阅读新版本，确认发布？',
    },
    Void: { label: '作废', from: [PRCS_STATUS.draft, PRCS_STATUS.audited, PRCS_STATUS.published], to: PRCS_STATUS.voided, button: 'audit', reason: 'required' },
  },
})
