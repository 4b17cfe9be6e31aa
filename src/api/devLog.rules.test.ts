/**
 * devLog decides once, at load, from the build: development (import.meta.env.DEV) or a mock build QA works with
 * (__API_MOCKING__) log; a production build on the real backend logs nothing (createLog(false), devLog.test.ts).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { createLog, type Log } from './devLog';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

it('writes console.log lines at their own level when on', () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  createLog(true).log('Search for service category:', 'salon');
  createLog(true).warn('[booking] no address');
  expect(log).toHaveBeenCalledWith('Search for service category:', 'salon');
  expect(warn).toHaveBeenCalledWith('[booking] no address');
  expect(log).toHaveBeenCalledTimes(1);
});

// A copy of the module loaded afresh (a URL of its own each time, also when the module graph is shared between
// runs), so it decides again under the stubbed environment.
let copies = 0;
const loadDevLog = async (copy: string): Promise<Log> => {
  copies += 1;
  const url = `./devLog.ts?${copy}-${Date.now()}-${copies}`;
  return ((await import(/* @vite-ignore */ url)) as { devLog: Log }).devLog;
};

it.runIf(__API_MOCKING__)('a mock build that is not a development build still logs (QA reads it)', async () => {
  vi.stubEnv('DEV', false);
  vi.stubEnv('PROD', true);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const devLog = await loadDevLog('mock-build');
  devLog.warn('[vendor session] signing out', 'expired');
  expect(warn).toHaveBeenCalledWith('[vendor session] signing out', 'expired');
});

it('a development build logs', async () => {
  vi.stubEnv('DEV', true);
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const devLog = await loadDevLog('dev-build');
  devLog.info('[details booking]', { name: 'Kavya Menon' });
  expect(info).toHaveBeenCalledWith('[details booking]', { name: 'Kavya Menon' });
});
