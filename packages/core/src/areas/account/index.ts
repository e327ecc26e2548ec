// Reconciliation (对账, /MyAccount): the item types; the statement is a document (./statement.ts).
export * from './items'
export * from './stock-bills'
export * from './invoice'
export * from './balance'
export * from './screens'
export * from './statement'
