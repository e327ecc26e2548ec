// @scm/core/equip: equipment accounts, maintenance and spot-check terms, documents, resources and screens.
export * from './terms'
export * from './documents'
export * from './resources'
export * from './screens'
