// Resource definitions: one truth per entity (ARCHITECTURE.md "Resource definitions").
export * from './operators'
export * from './types'
export * from './kinds'
export * from './define'
export * from './validate-record'
export * from './filters'
export * from './defs/index'
export * from './sample'
