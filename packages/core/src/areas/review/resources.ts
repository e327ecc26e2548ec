import { defineResource } from '../../resource/define'

/** Status of a picture item: in use, or retired (SwitchCancel). */
export const PICTURE_ITEM_STATUSES = ['启用', '作废'] as const

/**
 * 订单图片项目 /orderAudit/PicProjectItem — a photo an order needs before it is ready: for every
 * order, or only a model's (model) or an option's (configuration containing option_kw).
 * Called through /api/SaPictureItem (GetSaPictureItems, SaveItem, SwitchCancel).
 */
export const pictureItemResource = defineResource({
  name: 'SaPictureItem',
  title: '订单图片项目',
  table: 'sa_picture_item',
  fn: 'OrderAudit_PicProjectItem',
  fields: {
    item_name: { kind: 'text', label: '图片项目', required: true, max: 50, filter: ['contains'], sort: true, width: 160 },
    model: { kind: 'text', label: '适用车型', max: 50, filter: ['contains', 'eq'], sort: true, width: 120 },
    option_kw: { kind: 'text', label: '适用配置', max: 50, filter: ['contains'], width: 140 },
    status: { kind: 'enum', label: '状态', options: PICTURE_ITEM_STATUSES.map((value) => ({ value, label: value })), filter: ['eq'], width: 80 },
    remark: { kind: 'text', label: '拍摄要求', max: 200, width: 220 },
  },
  defaultSort: { field: 'id', order: 'asc' },
  searchKeyFields: ['item_name', 'model', 'option_kw'],
  unique: [['item_name', 'model', 'option_kw']],
})
