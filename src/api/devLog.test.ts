import { afterEach, expect, it, vi } from 'vitest';
import { createLog } from './devLog';

afterEach(() => vi.restoreAllMocks());

it('writes nothing when off, as in a production build on the real backend', () => {
  const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => {}),
  );
  const log = createLog(false);
  log.log('Search for service category:', 'salon');
  log.info('[details booking]', { name: 'Kavya Menon', phone: '9876543210' });
  log.warn('[booking] reverse geocoding found no address for', { latitude: 28.5 });
  log.error('[session] could not validate the session', new Error('offline'));
  for (const spy of spies) expect(spy).not.toHaveBeenCalled();
});

it('writes each line at its level when on (development, mock builds)', () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const log = createLog(true);
  log.info('[details booking]', { name: 'Kavya Menon' });
  log.error('[location] reverse geocoding failed');
  expect(info).toHaveBeenCalledWith('[details booking]', { name: 'Kavya Menon' });
  expect(error).toHaveBeenCalledWith('[location] reverse geocoding failed');
});
