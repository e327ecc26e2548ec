// The calls of the menu and home-gadget configuration screens (packages/server/src/areas/menu/API.md).

export const MENU_PATHS = {
  /** GET: the whole menu tree */
  menu: '/Menu/Menu/GetMenuData',
  /** GET: the screens (functions) a menu entry can open */
  functions: '/Menu/Menu/GetSysFunData',
  /** POST a menu entry ?isAdd=1|0 */
  editMenu: '/Menu/Menu/EditMenu',
  /** GET ?id: a menu entry deleted */
  delMenu: '/Menu/Menu/DelMenu',
  /** GET: the home gadgets */
  gadgets: '/api/SysGadget/GetList',
  /** POST a gadget: create or update */
  saveGadget: '/api/SysGadget/Save',
  /** POST ?id: a gadget deleted */
  delGadget: '/api/SysGadget/Del',
} as const
