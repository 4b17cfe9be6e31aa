import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FAQ_TOPICS } from '../../content/pages/faq';
import { FaqBrowser } from './FaqBrowser';

const question = (name: string | RegExp) => screen.getByRole('button', { name });

describe('FaqBrowser (SPEC §2.9)', () => {
  it('has the four tabs General, Booking, Payment and Service, moved between with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser topics={FAQ_TOPICS} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Booking',
      'Payment',
      'Service',
    ]);
    screen.getByRole('tab', { name: 'General' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Booking' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Booking' })).toHaveFocus();
    expect(question('Can I cancel or reschedule my booking?')).toBeVisible();
  });

  it('keeps one answer open at a time, across tabs too', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser topics={FAQ_TOPICS} />, { wrapper: MemoryRouter });
    await user.click(question('What are your service hours?'));
    expect(question('What are your service hours?')).toHaveAttribute('aria-expanded', 'true');

    await user.click(question('Are your professionals verified?'));
    expect(question('Are your professionals verified?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('What are your service hours?')).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('tab', { name: 'Payment' }));
    await user.click(question('How long does a refund take?'));
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(question('Are your professionals verified?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true, hidden: true })).toHaveLength(1);
  });

  it('answers with the FAQ’s own windows and hours (§9)', () => {
    render(<FaqBrowser topics={FAQ_TOPICS} />, { wrapper: MemoryRouter });
    expect(document.body).toHaveTextContent('Professionals visit between 8 AM to 8 PM');
  });

  it('searches the questions of every tab and says how many match', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser topics={FAQ_TOPICS} searchable />, { wrapper: MemoryRouter });
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'refund');

    expect(screen.queryByRole('tablist')).toBeNull();
    const shown = screen.getAllByRole('button').map((button) => button.textContent);
    expect(shown).toContain('How long does a refund take?');
    expect(shown).toContain('What if I am not happy with the service?');
    expect(shown).not.toContain('What is HomeEase?');
    expect(screen.getByRole('status')).toHaveTextContent(`${shown.length} questions match “refund” in all topics.`);

    await user.click(question('How long does a refund take?'));
    expect(screen.getByText(/processed within 6 working days/)).toBeVisible();
  });

  it('says when nothing matches and brings the tabs back when the box is emptied', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser topics={FAQ_TOPICS} searchable />, { wrapper: MemoryRouter });
    const box = screen.getByRole('searchbox', { name: 'Search questions' });
    await user.type(box, 'helicopter');
    expect(screen.getByRole('status')).toHaveTextContent('No questions match “helicopter”.');
    await user.clear(box);
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });
});
