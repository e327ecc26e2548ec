// System administration: wire shapes shared by the server and the screens.
export * from './flows'
export * from './audit'
export * from './resources'
export * from './screens'
export * from './paths'
