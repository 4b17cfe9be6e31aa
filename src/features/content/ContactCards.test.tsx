import { render, screen } from '@testing-library/react';
import { SUPPORT } from '../../content/support';
import { ContactCards } from './ContactCards';

describe('ContactCards', () => {
  it('links the support address whole, with its only line-break chance after the @', () => {
    render(<ContactCards />);
    const link = screen.getByRole('link', { name: SUPPORT.email });
    expect(link).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
    expect(link.innerHTML).toBe(SUPPORT.email.replace('@', '@<wbr>'));
  });
});
