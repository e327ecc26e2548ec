import { defineCodeTable } from '../../resource/defs/code-table'

/** 公告类型 /bulletin/type — the categories a bulletin is published under. */
export const bulletinTypeResource = defineCodeTable({
  name: 'BulletinType',
  title: '公告类型',
  table: 'bulletin_type',
  fn: 'bulletin1_type',
  codeLabel: '类型编码',
  nameLabel: '类型名称',
  sortNo: 'sort',
})

export const bulletinResources = [bulletinTypeResource]
