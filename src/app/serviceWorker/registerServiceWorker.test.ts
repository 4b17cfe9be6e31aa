import { registerServiceWorker } from './registerServiceWorker';
import { showNewVersionPrompt } from './showNewVersionPrompt';

vi.mock('./showNewVersionPrompt', () => ({ showNewVersionPrompt: vi.fn() }));
vi.mock('./unregisterWorkers', () => ({ unregisterWorkers: vi.fn(async () => 0) }));

const shown = vi.mocked(showNewVersionPrompt);

/** A service worker container whose registration has `waiting` (a new version installed) or not. */
function container({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const worker = { state: 'installed', postMessage: vi.fn(), addEventListener: vi.fn() };
  const events = new EventTarget();
  const registration = Object.assign(new EventTarget(), { waiting: waiting ? worker : null, installing: null });
  const fake = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    addEventListener: events.addEventListener.bind(events),
    fire: (type: string) => events.dispatchEvent(new Event(type)),
  };
  return { fake, worker, asContainer: fake as unknown as ServiceWorkerContainer };
}

describe('registerServiceWorker', () => {
  beforeEach(() => shown.mockReset());

  it('registers /sw.js; a first install takes over silently, with no prompt', async () => {
    const { fake, asContainer } = container({ controlled: false, waiting: true });
    await registerServiceWorker(asContainer);
    expect(fake.register).toHaveBeenCalledWith('/sw.js');
    await new Promise((next) => setTimeout(next));
    expect(shown).not.toHaveBeenCalled();
  });

  it('offers a waiting new version, and lets it take over only on the visitor’s Reload', async () => {
    const { fake, worker, asContainer } = container({ controlled: true, waiting: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await registerServiceWorker(asContainer);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(worker.postMessage).not.toHaveBeenCalled();
    shown.mock.calls[0]![0](); // the visitor's click
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    fake.fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
