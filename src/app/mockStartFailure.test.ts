import { screen } from '@testing-library/react';
import { showMockStartFailure } from './mockStartFailure';

describe('showMockStartFailure', () => {
  it('replaces the page with a readable message, the reason and a reload button', () => {
    const root = document.createElement('div');
    root.append(document.createElement('span'));
    document.body.append(root);
    showMockStartFailure(
      root,
      new Error('[MSW] Failed to register a Service Worker: the Service Worker API is not supported'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The mock backend could not start');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The mock backend could not start');
    expect(screen.getByText(/Reason: \[MSW\] Failed to register a Service Worker/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(root.querySelector('span')).toBeNull();
    root.remove();
  });

  it('reads an error that is not an Error', () => {
    const root = document.createElement('div');
    document.body.append(root);
    showMockStartFailure(root, 'chunk failed');
    expect(screen.getByText('Reason: chunk failed')).toBeInTheDocument();
    root.remove();
  });
});
