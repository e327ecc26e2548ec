// The calls of the purchase-order screens (packages/server/src/areas/order/API.md), one table for all
// of them; the paths are the spec's, typos included (GetEmailSendRecn).

const PUBLISH = '/Order/OrderPublish'
const QUERY = '/Order/OrderQuery'
const RECEIVE = '/Order/OrderReceive'
const BATCH = '/Order/SupplyBatch'
const CONFIRM = '/Order/SupplyConfirm'

export const ORDER_PATHS = {
  // the buyer's orders (/order/publish)
  publishList: `${PUBLISH}/GetList`,
  publishExport: `${PUBLISH}/Export`,
  publishLines: `${PUBLISH}/GetLineList`,
  publishLinesExport: `${PUBLISH}/ExportLines`,
  /** GET ?id: an order with its lines (every order screen's detail) */
  detail: `${PUBLISH}/GetDetail`,
  save: `${PUBLISH}/Save`,
  publish: `${PUBLISH}/Publish`,
  cancel: `${PUBLISH}/Cancel`,
  del: `${PUBLISH}/Del`,
  emailPreview: `${PUBLISH}/GetEmailPreview`,
  emailSendRecords: `${PUBLISH}/GetEmailSendRecn`,
  emailSendRecordsExport: `${PUBLISH}/ExportEmailSendRecn`,
  resendEmail: `${PUBLISH}/ResendEmail`,
  // order queries (all, the caller's own; headers and lines)
  queryList: `${QUERY}/GetList`,
  queryExport: `${QUERY}/Export`,
  queryLines: `${QUERY}/GetLineList`,
  queryLinesExport: `${QUERY}/ExportLines`,
  myList: `${QUERY}/GetMyList`,
  myExport: `${QUERY}/ExportMy`,
  myLines: `${QUERY}/GetMyLineList`,
  myLinesExport: `${QUERY}/ExportMyLines`,
  // receiving against orders
  receiveList: `${RECEIVE}/GetList`,
  receiveExport: `${RECEIVE}/Export`,
  receiveLines: `${RECEIVE}/GetLineList`,
  receiveLinesExport: `${RECEIVE}/ExportLines`,
  receiveDetail: `${RECEIVE}/GetDetail`,
  // delivery batches
  batches: `${BATCH}/GetList`,
  overdueBatches: `${BATCH}/GetOverdueList`,
  batchesExport: `${BATCH}/Export`,
  batchDetail: `${BATCH}/GetDetail`,
  saveBatch: `${BATCH}/Save`,
  // the supplier's confirmation, line by line
  confirmList: `${CONFIRM}/GetList`,
  confirmExport: `${CONFIRM}/Export`,
  confirmDetail: `${CONFIRM}/GetDetail`,
  confirmLine: `${CONFIRM}/ConfirmLine`,
  confirmAll: `${CONFIRM}/ConfirmAll`,
  reviewProposal: `${CONFIRM}/ReviewProposal`,
  /** GET ?token: the order an e-mailed link opens (its signed token, no session) */
  authEmail: '/api/Order/AuthEmail',
  /** GET ?key: a batch's delivery note (by its public key) */
  deliveryNote: '/api/Receive/GetDeliveryNote',
  /** GET ?mtr_id: the buyers of a material (the order form's buyer picker, `/api/pubtable`) */
  buyerByMaterial: '/api/pubtable/Getpc_buyerBymtr_id',
} as const

/** The four order summaries' calls (/order/querysummary, myquerysummary and their v2): `mine` the caller's own orders, `lines` per material. */
export function orderSummaryPaths(mine: boolean, lines: boolean) {
  return {
    list: `/Order/OrderSummary/Get${mine ? 'My' : ''}${lines ? 'Line' : ''}List`,
    export: `/Order/OrderSummary/Export${mine ? 'My' : ''}${lines ? 'Lines' : ''}`,
  }
}
