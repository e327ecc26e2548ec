// Every area together (the registry, above the areas): all screens, all resource definitions and
// the embeddable widgets. Each area's own definitions come out of `@scm/core/<area>`, never here.
export * from './resources'
export * from './screens'
export * from './embed'
