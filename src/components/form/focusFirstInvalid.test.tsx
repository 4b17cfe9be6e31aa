/** Focus after a refused step: in the commit that shows the errors, never on a timer that can run before it. */
import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusFirstInvalid } from './focusFirstInvalid';

function Step() {
  const scope = useRef<HTMLDivElement>(null);
  const [refused, setRefused] = useState(false);
  const focusInvalid = useFocusFirstInvalid(scope);
  return (
    <div ref={scope}>
      <label>
        City <input aria-invalid={false} />
      </label>
      <label>
        State <input aria-invalid={refused} />
      </label>
      <button
        onClick={() => {
          setRefused(true);
          focusInvalid();
        }}
      >
        Next
      </button>
    </div>
  );
}

describe('useFocusFirstInvalid', () => {
  it('moves focus to the first field marked invalid as soon as that render is committed', () => {
    render(<Step />);
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    // No timer has run: focus moved in the commit itself.
    expect(screen.getByLabelText('State')).toHaveFocus();
  });

  it('does nothing before it is asked, and asks again on each call', () => {
    render(<Step />);
    expect(document.body).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(screen.getByLabelText('State')).toHaveFocus();
  });
});
