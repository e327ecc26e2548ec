// Resource definitions: one truth per entity (ARCHITECTURE.md "Resource definitions").
export * from './operators'
export * from './types'
export * from './kinds'
export * from './define'
export * from './validate-record'
export * from './filters'
export { phoneRule } from './defs/fields'
export * from './sample'
