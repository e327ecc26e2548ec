import { conformanceSuite } from './testing/conformance'

// a quarter of the registered resources (testing/conformance.ts): the four files run side by side
conformanceSuite(1, 4)
