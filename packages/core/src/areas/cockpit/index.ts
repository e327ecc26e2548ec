// @scm/core/cockpit: the figures each role is judged by (issue 40), defined once — name, formula,
// unit, direction, target, breakdowns, who sees them and the records behind them — for the server
// that computes them and the screens that draw them.
export * from './types'
export * from './periods'
export * from './status'
export * from './figures'
export { CLAIM_STAGES, CLAIM_8D_DAYS } from './figures-quality'
export { FIRST_FIX_DAYS } from './figures-service'
