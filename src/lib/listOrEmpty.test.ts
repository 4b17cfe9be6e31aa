/** A customer list that fails to load is logged, and comes as a failure (catalogue pages) or as empty (the rest). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOf, listOrEmpty, listOrFailure, readFailed } from './listOrEmpty';

afterEach(() => vi.restoreAllMocks());

describe('listOrEmpty', () => {
  it("is the answer's list on success", async () => {
    const ok = async () => ({ kind: 'ok' as const, answer: { data: [1, 2] }, httpStatus: 200 });
    expect(await listOrEmpty('home', 'categories', ok)).toEqual([1, 2]);
  });

  it('is empty, and logged with the screen and the message, when the server says no', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = (message?: string) => async () =>
      ({ kind: 'refused', status: 'error', message, httpStatus: 200 }) as const;
    expect(await listOrEmpty('home', 'categories', refused('DB down'))).toEqual([]);
    expect(log).toHaveBeenCalledWith('[home] could not load categories:', 'DB down');
    await listOrEmpty('services', 'services', refused());
    expect(log).toHaveBeenLastCalledWith('[services] could not load services:', 'error');
  });

  it('is empty, and logged with the reason, when no usable answer came', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = async () => ({ kind: 'failed', reason: 'timeout', detail: 'The request timed out' }) as const;
    expect(await listOrEmpty('home', 'categories', failed)).toEqual([]);
    expect(log).toHaveBeenCalledWith('[home] could not load categories:', 'timeout: The request timed out');
  });

  it('is empty, and logged with the error, when the read is aborted', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('offline');
    expect(await listOrEmpty('home', 'categories', () => Promise.reject(failure))).toEqual([]);
    expect(log).toHaveBeenCalledWith('[home] could not load categories', failure);
  });
});

describe('listOrFailure', () => {
  it("is the answer's list on success, an empty one too, neither a failure", async () => {
    const ok = (data: number[]) => async () => ({ kind: 'ok' as const, answer: { data }, httpStatus: 200 });
    const full = await listOrFailure('services', 'packages', ok([1, 2]));
    const empty = await listOrFailure('services', 'packages', ok([]));
    expect([full, empty]).toEqual([[1, 2], []]);
    expect([readFailed(full), readFailed(empty), readFailed(null)]).toEqual([false, false, false]);
    expect(listOf(empty)).toEqual([]);
  });

  it('is a failure, not an empty list, and logged, whatever kept the list away', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loads = [
      async () => ({ kind: 'refused', status: 'error', message: 'DB down', httpStatus: 200 }) as const,
      async () => ({ kind: 'failed', reason: 'http', httpStatus: 500, detail: 'HTTP 500' }) as const,
      async () => ({ kind: 'failed', reason: 'parse', httpStatus: 200, detail: 'not JSON' }) as const,
      async () => ({ kind: 'failed', reason: 'network', detail: 'Failed to fetch' }) as const,
      () => Promise.reject(new Error('aborted')),
    ];
    for (const load of loads) {
      const read = await listOrFailure('services', 'packages', load);
      expect(readFailed(read)).toBe(true);
      expect(listOf(read)).toBeNull();
    }
    expect(log).toHaveBeenCalledTimes(loads.length);
    expect(log).toHaveBeenCalledWith('[services] could not load packages:', 'DB down');
    expect(log).toHaveBeenCalledWith('[services] could not load packages:', 'network: Failed to fetch');
  });
});
