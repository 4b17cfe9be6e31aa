import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { askedRead } from '../lib/routeRead';
import { Deferred } from './Deferred';
import { useRouteRead } from './useRouteRead';

/** The loader answers each ask only when the test lets it (`gates`), with the word it was asked for. */
function setup() {
  const gates: (() => void)[] = [];
  const asks: string[] = [];
  const loader = async ({ request }: LoaderFunctionArgs) => {
    if (askedRead(request) !== 'word') return {};
    const word = new URL(request.url).searchParams.get('w')!;
    asks.push(word);
    await new Promise<void>((open) => gates.push(open));
    return { read: Promise.resolve(`answer ${word}`) };
  };
  function Page() {
    const [read, ask] = useRouteRead<string>('word');
    return (
      <>
        <button type="button" onClick={() => ask({ w: 'a' })}>
          A
        </button>
        <button type="button" onClick={() => ask({ w: 'b' })}>
          B
        </button>
        <button type="button" onClick={() => ask(null)}>
          None
        </button>
        <p>
          {read === null ? (
            'Nothing asked'
          ) : (
            <Deferred resolve={read} fallback="Waiting" errorElement="Failed">
              {(word) => word}
            </Deferred>
          )}
        </p>
      </>
    );
  }
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Page />, loader }])} />);
  return { gates, asks };
}

describe('useRouteRead', () => {
  it("asks the page's own loader, and shows the answer to the latest ask only", async () => {
    const user = userEvent.setup();
    const { gates, asks } = setup();
    expect(await screen.findByText('Nothing asked')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'A' }));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => gates.shift()!());
    expect(await screen.findByText('answer a')).toBeInTheDocument();

    // A new ask waits for its own answer: the last one (a's) never stands in for it.
    await user.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByText('answer a')).not.toBeInTheDocument();
    await act(async () => gates.shift()!());
    expect(await screen.findByText('answer b')).toBeInTheDocument();
    expect(asks).toEqual(['a', 'b']);

    await user.click(screen.getByRole('button', { name: 'None' }));
    expect(screen.getByText('Nothing asked')).toBeInTheDocument();
  });
});
