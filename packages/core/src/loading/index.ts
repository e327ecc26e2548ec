export * from './loading'
