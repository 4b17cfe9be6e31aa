/** Every test project's set-up: the mock backend answers each file's calls, from fresh data before each test. */
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { resetScenario } from '../../mocks/scenarios';

// A call no handler knows is a bug in the contract table, not something to pass quietly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  resetScenario();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// Test files share a worker and its module graph (vite.config.ts, isolate: false): a clock, global or variable one
// file stubbed, or a wire recorder it left listening (src/test/wire.ts), must not reach the next.
afterAll(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
