export * from './terms'
export * from './goods'
