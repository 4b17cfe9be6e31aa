import { describe, expect, it } from 'vitest';
import { scenarioFromQuery } from './scenarios';
import { endpointNames } from '../src/api/endpoints';
import { resolvers } from './handlers';

describe('scenario from the URL', () => {
  it.each([
    ['?mock=offline', { name: 'offline', endpoint: null }],
    ['?mock=server-error:login', { name: 'server-error', endpoint: 'login' }],
    ['?mock=normal&mock_latency=0', { name: 'normal', endpoint: null, latencyMs: 0 }],
    ['?mock_latency=800', { latencyMs: 800 }],
    ['?mock=bogus', null],
    // Names every object inherits are not scenarios.
    ['?mock=toString', null],
    ['?mock=__proto__', null],
    ['?mock=offline:noSuchCall', null],
    ['?page=2', null],
  ])('%s', (search, expected) => {
    expect(scenarioFromQuery(search)).toEqual(expected);
  });
});

describe('mock handlers', () => {
  it('have one resolver per row of the endpoint table', () => {
    expect(Object.keys(resolvers).sort()).toEqual([...endpointNames].sort());
  });
});
