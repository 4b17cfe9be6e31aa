import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './downloadFile';

const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, original);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('downloadFile', () => {
  it('clicks a link that downloads the text under its name and type, then lets the blob go', async () => {
    vi.useFakeTimers();
    const made: Blob[] = [];
    const revoke = vi.fn();
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (made.push(blob), 'blob:report'),
      revokeObjectURL: revoke,
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadFile('report.json', '{"a":1}', 'application/json');

    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('report.json');
    expect(clicked[0].href).toBe('blob:report');
    expect(made[0].type).toBe('application/json');
    expect(await made[0].text()).toBe('{"a":1}');
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revoke).toHaveBeenCalledWith('blob:report');
  });
});
