import { describe, expect, it } from 'vitest'
import { menuHolds, type MenuNode } from './menu'

const menu: MenuNode[] = [
  {
    id: 'order',
    path: '/order',
    authName: '订单管理',
    children: [
      { id: 'order_publish', path: '/order/publish', authName: '订单发布' },
      { id: 'order_detail', path: '/order/detail', authName: '订单详情', hidden: true },
    ],
  },
  { id: 'crm', path: '/crm', authName: '客户服务', children: [{ id: 'crm_item', path: '/crm/se_maintainitem', authName: '维修类别' }] },
]

describe('menuHolds', () => {
  it('finds granted pages at any depth, hidden ones included', () => {
    expect(menuHolds(menu, '/order/publish')).toBe(true)
    expect(menuHolds(menu, '/order/detail')).toBe(true)
  })

  it('refuses a page the menu does not hold', () => {
    expect(menuHolds(menu, '/order/receive')).toBe(false)
    expect(menuHolds([], '/order/publish')).toBe(false)
  })

  it('compares menu paths in their canonical form', () => {
    const canonical = (p: string) => (p === '/crm/se_maintainitem' ? '/crm/workbill/se_maintainitem' : p)
    expect(menuHolds(menu, '/crm/workbill/se_maintainitem', canonical)).toBe(true)
  })
})
