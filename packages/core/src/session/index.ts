export * from './session'
export * from './api-base'
