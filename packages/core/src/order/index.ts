// Procurement: order, line and batch statuses, written once for server and screens; contract shapes.
export * from './status'
export * from './contract'
