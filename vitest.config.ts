import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    // Names the one folder the browser test files share a client build in (built by the first that needs it).
    globalSetup: ['packages/web/test/shared-build.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
