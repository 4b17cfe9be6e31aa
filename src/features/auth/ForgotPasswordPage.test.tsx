/** /forgot-password: no reset call exists (SPEC §7), so the page says so and hands over to support. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { recordWire } from '../../test/wire';
import ForgotPasswordPage from './ForgotPasswordPage';

describe('forgot password', () => {
  it('says online reset is not available and offers e-mail, phone and the way back', () => {
    const wire = recordWire();
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password', pattern: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByText(/Online password reset is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /E-mail support@homeease\.example/ })).toHaveAttribute(
      'href',
      'mailto:support@homeease.example?subject=Password%20reset%20request',
    );
    expect(screen.getByRole('link', { name: 'Call +91 1800 123 4567' })).toHaveAttribute('href', 'tel:+9118001234567');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });
});
