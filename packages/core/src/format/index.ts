export * from './decimal'
export * from './format'
export * from './number'
export * from './text'
