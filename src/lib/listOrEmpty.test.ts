/** SPEC §8: a customer list that fails to load is logged and shows as empty. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOrEmpty } from './listOrEmpty';

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
