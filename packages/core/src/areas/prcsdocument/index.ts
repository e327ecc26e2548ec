export * from './terms'
export * from './screens'
export * from './work-instruction'
export * from './paths'
