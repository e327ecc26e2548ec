// @scm/elements: the element runtime (defineElement and the hooks screens use) for code that
// imports the package; pages load the built `dist/autoload.js` instead.
export * from './runtime'
