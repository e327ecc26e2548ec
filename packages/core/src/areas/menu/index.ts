// @scm/core/menu: the menu and home-gadget configuration screens.
export * from './screens'
export * from './paths'
