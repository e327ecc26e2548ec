// @scm/core/user: the signed-in user's own pages (profile, password, downloads, WeChat binding).
export * from './screens'
export * from './wx'
export * from './paths'
