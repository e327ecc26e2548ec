import { defineDocument } from '../../document/define'

// Engineering changes (/todo): 产品变更 (tc) and 技术变更 (td), one shape, two documents. Each names
// the parts and models it affects, its effectivity date and the departments that must handle it
// (a handling per department, kept by the review area); files are the kit's attachments.

const changeDocument = (name: string, title: string, table: string, fn: string, prefix: string) =>
  defineDocument({
    name,
    title,
    table,
    fn,
    numbering: { field: 'change_no', prefix },
    status: {
      field: 'status',
      values: [
        { value: '草稿', tone: 'default' },
        { value: '已发布', tone: 'processing' },
        { value: '已关闭', tone: 'success' },
      ],
    },
    fields: {
      change_no: { kind: 'text', label: '变更单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
      status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 80 },
      title: { kind: 'text', label: '变更主题', required: true, max: 100, filter: ['contains'], width: 220 },
      models: { kind: 'text', label: '涉及车型', max: 200, filter: ['contains'], width: 160 },
      effective_date: { kind: 'date', label: '生效日期', required: true, filter: ['between'], sort: true, width: 110 },
      depts: { kind: 'text', label: '处理部门', required: true, max: 200, filter: ['contains'], width: 140, example: '技术部,生产部' },
      content: { kind: 'text', label: '变更内容', max: 1000, list: false },
      issued_at: { kind: 'datetime', label: '发布时间', readOnly: true, sort: true, width: 150 },
    },
    defaultSort: { field: 'id', order: 'desc' },
    searchKeyFields: ['change_no', 'title', 'models'],
    lines: {
      title: '涉及零件',
      table: `${table}_part`,
      min: 1,
      fields: {
        mtr_id: { kind: 'ref', label: '零件', required: true, ref: { resource: 'Material', labelField: 'mtr_name' }, width: 180 },
        change_desc: { kind: 'text', label: '变更说明', max: 200, width: 240 },
      },
    },
    editable: ['草稿'],
    actions: {
      Issue: { label: '发布', from: ['草稿'], to: '已发布', confirm: '发布后各处理部门的待办中出现此变更，涉及的已就绪订单重新评审，确认发布？' },
      Close: { label: '关闭', from: ['已发布'], to: '已关闭', button: 'audit' },
    },
  })

/** 产品变更通知 (tc) /todo/tc. */
export const tcNoticeDocument = changeDocument('SaTcnotice', '产品变更', 'sa_tcnotice', 'todo_tc', 'TC')
/** 技术变更 (td) /todo/td. */
export const tdDealDocument = changeDocument('SaTdeal', '技术变更', 'sa_tdeal', 'todo_td', 'TD')
