// Procurement: its documents (order, batch, receipt), statuses and wire types, written once for server and screens; contract shapes.
export * from './status'
export * from './documents'
export * from './wire'
export * from './contract'
