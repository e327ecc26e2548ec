export * from './session'
export * from './api-base'
export * from './embed-token'
export * from './paths'
