import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoDismissAlert, type Notice } from './AutoDismissAlert';

function Harness({ start, after }: { start: Notice; after?: number | null }) {
  const [notice, setNotice] = useState<Notice | null>(start);
  return <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} dismissAfterMs={after} />;
}

describe('<AutoDismissAlert>', () => {
  afterEach(() => vi.useRealTimers());

  it('clears itself after 5 s by default (SPEC §9)', () => {
    vi.useFakeTimers();
    render(<Harness start={{ variant: 'success', text: 'Saved' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stays when told to, until closed', () => {
    vi.useFakeTimers();
    render(<Harness start={{ variant: 'danger', text: 'Broken' }} after={null} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
