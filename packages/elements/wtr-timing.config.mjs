import base from './web-test-runner.config.mjs'
import { defaultReporter } from '@web/test-runner'
import { timingReporter } from '/tmp/timing-reporter.mjs'
export default { ...base, concurrency: 1, reporters: [defaultReporter(), timingReporter()] }
