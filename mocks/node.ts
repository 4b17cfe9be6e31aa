/** The mock backend in Node, for Vitest: same handlers, state reset before every test by src/test/setup.ts. */
import { setupServer } from 'msw/node';
import { buildHandlers } from './handlers';

export const server = setupServer(...buildHandlers());
