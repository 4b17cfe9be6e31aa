/** The account menus' closing (customer and vendor): outside pointer and Escape close an open menu, nothing else does. */
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss } from './useDismiss';

function Menu({ open, dismiss }: { open: boolean; dismiss: (byKey: boolean) => void }) {
  const root = useRef<HTMLDivElement>(null);
  useDismiss(open, root, dismiss);
  return (
    <>
      <div ref={root}>
        <button type="button">Inside</button>
      </div>
      <p>Outside</p>
    </>
  );
}

describe('useDismiss', () => {
  it('dismisses an open menu on a pointer down outside it, and on Escape saying so', () => {
    const dismiss = vi.fn();
    render(<Menu open dismiss={dismiss} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(dismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(dismiss).toHaveBeenLastCalledWith(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dismiss).toHaveBeenLastCalledWith(true);
    expect(dismiss).toHaveBeenCalledTimes(2);
  });

  it('listens to nothing while the menu is closed', () => {
    const dismiss = vi.fn();
    render(<Menu open={false} dismiss={dismiss} />);
    fireEvent.pointerDown(screen.getByText('Outside'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dismiss).not.toHaveBeenCalled();
  });
});
