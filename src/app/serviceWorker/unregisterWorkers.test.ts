import { unregisterWorkers } from './unregisterWorkers';

const registration = (scriptURL: string) => ({
  active: { scriptURL },
  waiting: null,
  installing: null,
  unregister: vi.fn(async () => true),
});

describe('unregisterWorkers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('unregisters the unwanted workers of this origin and leaves the others', async () => {
    const mock = registration('http://localhost:4173/mockWorker.js');
    const ours = registration('http://localhost:4173/sw.js');
    vi.stubGlobal('navigator', { serviceWorker: { getRegistrations: async () => [mock, ours] } });
    expect(await unregisterWorkers((path) => path !== '/sw.js')).toBe(1);
    expect(mock.unregister).toHaveBeenCalled();
    expect(ours.unregister).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', async () => {
    vi.stubGlobal('navigator', {});
    expect(await unregisterWorkers(() => true)).toBe(0);
  });
});
