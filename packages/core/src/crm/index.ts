// After-sales service (CRM): the business calendar of work-order deadlines.
export * from './sla'
export * from './history'
