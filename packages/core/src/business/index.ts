// @scm/core/business: business that several areas share, below the areas and above the kits —
// the purchase chain (order, batch, receipt: statuses, documents, wire shapes), users, vehicles,
// the service calendar, the claim's statuses, workshop roles and the approval flows' terms.
export * from './purchase-status'
export * from './purchase-documents'
export * from './purchase-wire'
export * from './users'
export * from './vehicle'
export * from './prices'
export * from './file-rights'
export * from './sales-order'
export * from './key-route'
export * from './service-calendar'
export * from './claim-status'
export * from './workshop-roles'
export * from './approval-flow'
