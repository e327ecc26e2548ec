export * from './catalogue'
export * from './client'
