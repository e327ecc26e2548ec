// After-sales service (CRM): work-order priorities and the business calendar of their deadlines.
export * from './priorities'
export * from './sla'
export * from './history'
export * from './complaint'
export * from './resources'
export * from './screens'
export * from './workbill'
