import { defineResource } from '../define'
import { codeField, enabledField, nameField, remarkField, sortNoField } from './fields'

/** 公告类型 /bulletin/type — the categories a bulletin is published under. */
export const bulletinTypeResource = defineResource({
  name: 'BulletinType',
  title: '公告类型',
  table: 'bulletin_type',
  fn: 'bulletin1_type',
  fields: {
    code: codeField('类型编码'),
    name: nameField('类型名称'),
    sort_no: sortNoField(),
    enabled: enabledField(),
    remark: remarkField(),
  },
  defaultSort: { field: 'sort_no', order: 'asc' },
  searchKeyFields: ['code', 'name'],
  unique: [['code']],
})

export const bulletinResources = [bulletinTypeResource]
