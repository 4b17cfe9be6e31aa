import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import * as contactData from './contact.data';
import { ContactForm } from './ContactForm';

const THANKS = 'Thank you for contacting us! We will get back to you within 24 hours.';

describe('ContactForm (SPEC §2.9)', () => {
  it('offers the six categories in the spec’s order, general first', () => {
    renderRoute(<ContactForm />, { path: '/contact', pattern: '/contact', data: contactData });
    const category = screen.getByLabelText(/Category/);
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['general', 'booking', 'payment', 'service', 'refund', 'complaint']);
    expect(category).toHaveValue('general');
  });

  it('thanks the visitor and empties every field after Send', async () => {
    const { user } = renderRoute(<ContactForm />, { path: '/contact', pattern: '/contact', data: contactData });
    await user.type(screen.getByLabelText(/Full name/), 'Kavya Menon');
    await user.type(screen.getByLabelText(/E-mail address/), 'kavya@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.selectOptions(screen.getByLabelText(/Category/), 'refund');
    await user.type(screen.getByLabelText(/Subject/), 'Refund for booking HS000123');
    await user.type(screen.getByLabelText(/Message/), 'The cleaner did not come.');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    for (const label of [/Full name/, /E-mail address/, /Phone number/, /Subject/, /Message/]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText(/Category/)).toHaveValue('general');
  });

  it('marks the fields required but validates nothing: an empty form is sent too', async () => {
    const { user } = renderRoute(<ContactForm />, { path: '/contact', pattern: '/contact', data: contactData });
    expect(screen.getByLabelText(/Full name/)).toBeRequired();
    expect(screen.getByLabelText(/Message/)).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(screen.queryByText(/is required/i)).toBeNull();
  });
});
