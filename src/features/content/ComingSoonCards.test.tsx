import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ComingSoonCards } from './ComingSoonCards';

describe('ComingSoonCards (SPEC §2.9, §8)', () => {
  it.each([
    ['Start Chat', 'Live chat feature will be available soon!'],
    ['Read Guide', 'User guide will be available soon!'],
    ['Watch Videos', 'Video tutorials will be available soon!'],
    ['Visit Forum', 'Community forum will be available soon!'],
  ])('%s says “%s” in a status alert, not a browser dialog', async (button, text) => {
    const user = userEvent.setup();
    render(<ComingSoonCards />);
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('the alert can be closed', async () => {
    const user = userEvent.setup();
    render(<ComingSoonCards />);
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
