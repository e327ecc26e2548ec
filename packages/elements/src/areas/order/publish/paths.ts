/** The buyer's order calls (API.md "Orders — headers and lines"). */
export const PUBLISH_PATHS = {
  detail: '/Order/OrderPublish/GetDetail',
  save: '/Order/OrderPublish/Save',
  publish: '/Order/OrderPublish/Publish',
  cancel: '/Order/OrderPublish/Cancel',
  del: '/Order/OrderPublish/Del',
} as const
