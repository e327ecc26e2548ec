import { conformanceSuite } from '../../test/support/resource-conformance'

// a quarter of the registered resources (test/support/resource-conformance.ts): the four files run side by side
conformanceSuite(2, 4)
