// The calls of order review and the changes' to-do (packages/server/src/areas/review/API.md), one
// table for every screen that makes them; the paths are the spec's, typos included.

const ORDER_AUDIT = '/api/OrderAudit'
const PICTURE_ITEM = '/api/SaPictureItem'
const CHANGE = '/api/SaChange'

export const REVIEW_PATHS = {
  /** POST list query: the orders still to review */
  orderList: `${ORDER_AUDIT}/GetOrderList`,
  /** POST list query: every order with its review status */
  orderListQuery: `${ORDER_AUDIT}/GetOrderListQuery`,
  /** GET ?order_id: {order, audits, problems} */
  orderDetail: `${ORDER_AUDIT}/GetOrderDetail`,
  /** POST {order_id, order_type, remark}: the order's type */
  saveOrderType: `${ORDER_AUDIT}/SaveAllTab`,
  /** POST {order_id}: the order is ready for production (refused with what is missing) */
  setReady: `${ORDER_AUDIT}/SetReady`,
  /** POST {order_id, result, opinion, dept_id?}: a department's audit */
  saveAudit: `${ORDER_AUDIT}/SaveSaOrderAuditrst`,
  /** GET ?order_id&parent_mtr_id: one level of the order's BOM against the standard */
  bomLevel: `${ORDER_AUDIT}/GetBomOfTree`,
  /** POST {order_id, parent_mtr_id, lines}: one level of the order's BOM */
  saveBom: `${ORDER_AUDIT}/SaveBom`,
  /** POST {order_id}: the BOM's price roll-up */
  bomPrice: `${ORDER_AUDIT}/GetBomPrice`,
  /** GET ?order_no: the pictures the order needs, with the files given */
  pictures: `${ORDER_AUDIT}/GetPictureByOrderNo`,
  /** POST {order_id, item_id, file_ids}: an item's pictures */
  savePicture: `${ORDER_AUDIT}/SavePicture`,
  /** GET ?order_id: the product changes (tc) touching the order */
  orderTcChanges: `${ORDER_AUDIT}/GetSaOrderTcnoticeList`,
  /** GET ?order_id: the technical changes (td) touching the order */
  orderTdChanges: `${ORDER_AUDIT}/GetSaOrderTdealList`,
  /** GET ?kind: the changes the caller's department has still to handle */
  unhandledChanges: `${ORDER_AUDIT}/GetUnHandNotince`,
  /** GET: the orders the caller's department has still to review */
  unhandledAudits: `${ORDER_AUDIT}/GetUnHandOrderAduit`,
  /** POST list query: the picture items */
  pictureItems: `${PICTURE_ITEM}/GetSaPictureItems`,
  /** POST an item: create or update */
  savePictureItem: `${PICTURE_ITEM}/SaveItem`,
  /** POST {id}: retire or bring back an item */
  switchPictureItem: `${PICTURE_ITEM}/SwitchCancel`,
  /** GET ?kind&id: a change's handlings and what it touches */
  changeImpact: `${CHANGE}/GetImpact`,
  /** POST {kind, id, opinion}: the caller's department handled the change */
  handleChange: `${CHANGE}/Handle`,
} as const
