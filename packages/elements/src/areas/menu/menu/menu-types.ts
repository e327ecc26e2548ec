import { menuIcons, type MenuRecord } from '@scm/core'

export type { MenuRecord, SysFunction } from '@scm/core'

const ICON_TEXT: Record<string, string> = {
  account: '账户',
  bulletin: '公告',
  config: '配置',
  mail: '邮件',
  user: '个人',
  order: '订单',
  package: '包装',
  setting: '设置',
  contract: '合同',
  quality: '质量',
  service: '服务',
  folder: '文件夹',
  parts: '零部件',
  goods: '商品',
  receive: '收货',
  audit: '审核',
}

/** The sidebar's icon names (the host draws one per name). */
export const ICON_ITEMS = [...new Set(Object.values(menuIcons))].map((name) => ({ value: name, label: `${ICON_TEXT[name] ?? name}（${name}）` }))

export function flattenMenu(nodes: MenuRecord[], depth = 0): { node: MenuRecord; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenMenu(node.children, depth + 1)])
}

/** Ids of a node and everything below it (it cannot become its own parent). */
export function subtreeIds(node: MenuRecord): string[] {
  return [node.id, ...node.children.flatMap(subtreeIds)]
}
