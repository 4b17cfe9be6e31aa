/** The password field marks itself required the way every other field does, without changing its name. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './PasswordInput';

const marks = (container: HTMLElement) => container.querySelectorAll('.text-danger[aria-hidden="true"]');

describe('PasswordInput', () => {
  it('shows the asterisk beside a required field, hidden from screen readers, its name still "Password"', () => {
    const { container } = render(<PasswordInput id="pw" label="Password" required />);
    expect(marks(container)).toHaveLength(1);
    expect(marks(container)[0]).toHaveTextContent('*');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('shows none on an optional field', () => {
    const { container } = render(<PasswordInput id="pw" label="Password" />);
    expect(marks(container)).toHaveLength(0);
    expect(screen.getByLabelText('Password')).not.toBeRequired();
  });
});
