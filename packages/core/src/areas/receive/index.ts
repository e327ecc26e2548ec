// @scm/core/receive: the receiving screens (their documents: @scm/core/business, the purchase chain).
export * from './screens'
export * from './pack'
export * from './paths'
