import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listCategories } from '../../src/api/catalogue';
import type { Har } from '../harExport';
import { startRequestLog, stopRequestLog } from '../requestLog';
import { RequestLog } from './RequestLog';

afterEach(() => {
  cleanup();
  stopRequestLog();
  vi.restoreAllMocks();
});

/** jsdom has no object URLs: stand-ins keep the blob each download would save, by its link's name. */
function catchDownloads(): { name: string; blob: Blob }[] {
  const blobs: Blob[] = [];
  const saved: { name: string; blob: Blob }[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:${blobs.push(blob) - 1}`,
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.slice('blob:'.length))] });
  });
  return saved;
}

describe('the request log download', () => {
  it('saves every call as a HAR 1.2 file', async () => {
    const saved = catchDownloads();
    startRequestLog();
    await listCategories();
    await listCategories({ page: 2 });
    const user = userEvent.setup();
    render(<RequestLog />);
    // The filter narrows what the panel shows, not what the file carries.
    await user.selectOptions(screen.getByLabelText('Show calls of'), 'login');
    await user.click(screen.getByRole('button', { name: 'Download HAR' }));

    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^mock-requests-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.har$/);
    expect(saved[0].blob.type).toBe('application/json');
    const har = JSON.parse(await saved[0].blob.text()) as Har;
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map((entry) => entry.request.url)).toEqual([
      expect.stringMatching(/listcategories\.php$/),
      expect.stringMatching(/listcategories\.php\?page=2$/),
    ]);
  });

  it('has nothing to download before the first call', () => {
    startRequestLog();
    render(<RequestLog />);
    expect(screen.getByRole('button', { name: 'Download HAR' })).toBeDisabled();
  });
});
