/** Menu icons of the top-level ids that have their own (spec §3); every other id uses ORDER_ICON. */
export const menuIcons: Readonly<Record<string, string>> = Object.freeze({
  MyAccount: 'account',
  bulletin1: 'bulletin',
  config1: 'config',
  mail: 'mail',
  MySelf1: 'user',
  order: 'order',
  package: 'package',
  sysmanage: 'setting',
  contract: 'contract',
  QulManage: 'quality',
  crm: 'service',
  fileSystem: 'folder',
  partsManage: 'parts',
  materialManage: 'goods',
  PcRcv: 'receive',
  OrderAudit: 'audit',
})

export const ORDER_ICON = 'order'

export function iconFor(id: string): string {
  return Object.prototype.hasOwnProperty.call(menuIcons, id) ? menuIcons[id]! : ORDER_ICON
}
