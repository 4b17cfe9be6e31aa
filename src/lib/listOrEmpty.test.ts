/** SPEC §8: a customer list that fails to load is logged and shows as empty. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOrEmpty } from './listOrEmpty';

afterEach(() => vi.restoreAllMocks());

describe('listOrEmpty', () => {
  it("is the answer's list on success, and an empty one when a success has none", async () => {
    expect(await listOrEmpty('home', 'categories', async () => ({ status: 'success', data: [1, 2] }))).toEqual([1, 2]);
    expect(await listOrEmpty('home', 'categories', async () => ({ status: 'success' }))).toEqual([]);
  });

  it('is empty, and logged with the screen and the message, when the server says no', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await listOrEmpty('home', 'categories', async () => ({ status: 'error', message: 'DB down' }))).toEqual([]);
    expect(log).toHaveBeenCalledWith('[home] could not load categories:', 'DB down');
    await listOrEmpty('services', 'services', async () => ({ status: 'error' }));
    expect(log).toHaveBeenLastCalledWith('[services] could not load services:', 'error');
  });

  it('is empty, and logged with the error, when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('offline');
    expect(await listOrEmpty('home', 'categories', () => Promise.reject(failure))).toEqual([]);
    expect(log).toHaveBeenCalledWith('[home] could not load categories', failure);
  });
});
