// Procurement: order, line and batch statuses, written once for server and screens.
export * from './status'
