import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // some read every element file of the repository (the embed contract): seconds on a busy machine
    testTimeout: 30_000,
  },
})
