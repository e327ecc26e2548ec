import { defineDocument } from '../document/define'

/** How a key part is bound at its station: by its own serial number, or by the supplier batch (receipt line) it came in. */
export const BIND_MODES = ['序列号', '批次'] as const
export type BindMode = (typeof BIND_MODES)[number]

/**
 * 关键工序 /QulManage/mm_key_route: per vehicle model, the route of stations (org_station, the one
 * station record) with their key processes and the key part bound at each. Publishing a route
 * retires the model's previous one (已停用); flow cards follow the model's published route.
 */
export const keyRouteDocument = defineDocument({
  name: 'QulKeyRoute',
  title: '关键工序路线',
  table: 'qul_key_route',
  fn: 'QulManage_mm_key_route',
  numbering: { field: 'route_no', prefix: 'GX' },
  status: {
    field: 'status',
    values: [
      { value: '草稿', tone: 'default' },
      { value: '已发布', tone: 'success' },
      { value: '已停用', tone: 'default' },
    ],
  },
  fields: {
    route_no: { kind: 'text', label: '路线编号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 80 },
    model: { kind: 'text', label: '车型', required: true, max: 50, filter: ['contains', 'eq'], sort: true, width: 120 },
    route_name: { kind: 'text', label: '路线名称', required: true, max: 100, filter: ['contains'], width: 200 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['route_no', 'model', 'route_name'],
  lines: {
    title: '关键工序',
    table: 'qul_key_route_line',
    min: 1,
    fields: {
      seq: { kind: 'number', label: '顺序', required: true, scale: 0, width: 60 },
      station_id: { kind: 'ref', label: '工位', required: true, ref: { resource: 'Station', labelField: 'station_name' }, width: 120 },
      process_name: { kind: 'text', label: '关键工序', required: true, max: 60, width: 160 },
      check_item: { kind: 'text', label: '检查内容', max: 200, width: 200 },
      mtr_id: { kind: 'ref', label: '关键件', ref: { resource: 'Material', labelField: 'mtr_name' }, width: 140 },
      bind_mode: { kind: 'enum', label: '绑定方式', options: BIND_MODES.map((value) => ({ value, label: value })), width: 80 },
    },
  },
  editable: ['草稿'],
  actions: {
    Publish: { label: '发布', from: ['草稿'], to: '已发布', confirm: '发布后该车型的流程卡按此路线记录，原路线停用，确认发布？' },
    Disable: { label: '停用', from: ['已发布'], to: '已停用', reason: 'required' },
  },
  supersedes: { keys: ['model'], status: '已发布', to: '已停用' },
})
