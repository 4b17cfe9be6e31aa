import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewVersionPrompt } from './NewVersionPrompt';

describe('NewVersionPrompt', () => {
  it('says a new version is ready and reloads only when asked', async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(<NewVersionPrompt onReload={onReload} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of HomeEase is ready.');
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('goes away on Later without reloading', async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(<NewVersionPrompt onReload={onReload} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onDismiss).toHaveBeenCalled();
    expect(onReload).not.toHaveBeenCalled();
  });
});
