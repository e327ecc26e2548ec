export * from './import-again'
