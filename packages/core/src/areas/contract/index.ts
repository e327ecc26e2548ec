// @scm/core/contract: contract shapes shared by the server and the screens, and its screens.
export * from './contract'
export * from './screens'
export * from './paths'
