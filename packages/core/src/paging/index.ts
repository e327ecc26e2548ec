export * from './list'
export * from './paging'
