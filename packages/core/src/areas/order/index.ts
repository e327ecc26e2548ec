// @scm/core/order: the purchase-order screens (the order, batch and receipt documents are the shared purchase chain, @scm/core/business).
export * from './screens'
export * from './paths'
