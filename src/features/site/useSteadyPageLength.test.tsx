import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useSteadyPageLength } from './useSteadyPageLength';

/** A header whose measured height is `height` (jsdom lays nothing out). */
function Header({ shrunk, height }: { shrunk: boolean; height: number }) {
  const ref = useRef<HTMLElement>(null);
  useSteadyPageLength(ref, shrunk);
  return (
    <header
      data-testid="header"
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ height }) as DOMRect;
      }}
    />
  );
}

describe('useSteadyPageLength', () => {
  it('gives the height the header gives up to the margin below it, and takes it back when it grows', () => {
    const { getByTestId, rerender } = render(<Header shrunk={false} height={84.5} />);
    expect(getByTestId('header').style.marginBottom).toBe('');
    rerender(<Header shrunk height={61.25} />);
    expect(getByTestId('header').style.marginBottom).toBe('23.25px');
    rerender(<Header shrunk={false} height={84.5} />);
    expect(getByTestId('header').style.marginBottom).toBe('');
  });

  it('measures the full height again whenever the header is full (another width, the user menu came)', () => {
    const { getByTestId, rerender } = render(<Header shrunk={false} height={84} />);
    rerender(<Header shrunk={false} height={236} />);
    rerender(<Header shrunk height={162} />);
    expect(getByTestId('header').style.marginBottom).toBe('74px');
  });

  it('adds no negative margin when the short header is not shorter (a stale full height)', () => {
    const { getByTestId, rerender } = render(<Header shrunk={false} height={84} />);
    rerender(<Header shrunk height={162} />);
    expect(getByTestId('header').style.marginBottom).toBe('0px');
  });
});
