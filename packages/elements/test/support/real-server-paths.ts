/** Where the browser tests reach the product server: under the test runner's own origin. */
export const REAL_SERVER_PREFIX = '/scm-api'
/**
 * POST [QualityEvent…] here records quality events on the real server in one transaction, as the
 * documents do (screens of the quality ledger test on events of their own).
 */
export const QUALITY_EVENTS_FIXTURE = '/scm-fixture/quality-events'
