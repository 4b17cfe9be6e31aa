import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle } from './afterLoadAndIdle';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('afterLoadAndIdle', () => {
  it('on a loaded page waits for the browser to be idle, at most 5 s', () => {
    const idle = vi.fn((_run: () => void, _options: { timeout: number }) => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const run = vi.fn();
    afterLoadAndIdle(run);
    expect(run).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledWith(run, { timeout: 5000 });
  });

  it('on a page still loading waits for load first; without requestIdleCallback, a second after it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const run = vi.fn();
    afterLoadAndIdle(run);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
