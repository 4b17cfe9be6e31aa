import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useAwaitEach } from './useAwaitEach';

function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A pressed button that starts the next read, as a sidebar tile does. */
function Page({ reads }: { reads: ReturnType<typeof later<string>>[] }) {
  const [at, setAt] = useState(0);
  const { answers, awaiting } = useAwaitEach({ word: reads[at].promise });
  return (
    <>
      {awaiting}
      <p>{answers.word ?? 'Loading…'}</p>
      <button type="button" onClick={() => setAt(at + 1)}>
        Next
      </button>
    </>
  );
}

const renderPage = (reads: ReturnType<typeof later<string>>[]) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <Page reads={reads} />, errorElement: <p>Route failed</p> }])}
    />,
  );

describe('useAwaitEach', () => {
  it('gives each answer, null again for a new read, and never an older read’s late answer', async () => {
    const reads = [later<string>(), later<string>()];
    renderPage(reads);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => reads[0].resolve('first'));
    expect(screen.getByText('first')).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    // The pressed button stayed where it was: focus is still on it while the next read loads and after.
    expect(next).toHaveFocus();
    await act(async () => reads[1].resolve('second'));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(next).toHaveFocus();
  });

  it('ignores an answer to a read the page no longer holds', async () => {
    const reads = [later<string>(), later<string>()];
    renderPage(reads);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () => reads[0].resolve('stale'));
    expect(screen.queryByText('stale')).not.toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('shows the route’s error element when a read rejects (a loader bug)', async () => {
    // React Router logs the error it shows; the test needs no such line in its output.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reads = [later<string>()];
    renderPage(reads);
    await act(async () => reads[0].reject(new Error('bug')));
    expect(await screen.findByText('Route failed')).toBeInTheDocument();
  });
});
