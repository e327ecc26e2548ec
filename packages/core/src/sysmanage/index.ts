// System administration: wire shapes shared by the server and the screens.
export * from './users'
export * from './flows'
export * from './wx'
export * from './audit'
