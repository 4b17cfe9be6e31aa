/**
 * `npm run check:contract`: the read-only half of the §7 contract, checked against a backend.
 * CONTRACT_TARGET=real checks the server the VITE_* variables point at; otherwise the mock backend.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __API_MOCKING__: 'false', __DEV_LOG__: 'true' },
  test: {
    environment: 'jsdom',
    include: ['scripts/contract/**/*.check.ts'],
    testTimeout: 35_000,
  },
});
