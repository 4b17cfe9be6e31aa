import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints, endpointUrl } from '../api/endpoints';
import { answers, neverAnswers } from './adminStories';

describe('admin story handlers', () => {
  it.each(endpointNames)('%s answers on the method and URL of the endpoint table', (name) => {
    for (const handler of [answers(name, { status: 'success' }), neverAnswers(name)]) {
      expect(handler.info.method).toBe(endpoints[name].method);
      expect(handler.info.path).toBe(endpointUrl(name));
    }
  });
});
