import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow, Pagination } from './Pagination';

// SPEC §9: first page, last page, pages within 2 of the current one, with ellipses for the rest.
describe('pageWindow', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, 3, 'gap', 5]], // the rule is literal: one left-out page is an ellipsis too
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'gap', 10]],
    [5, 10, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]],
    [8, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 8, 9, 10]],
    [50, 100, [1, 'gap', 48, 49, 50, 51, 52, 'gap', 100]],
    [0, 4, [1, 2, 3, 4]], // out of range: clamped to the first page
    [99, 6, [1, 'gap', 4, 5, 6]], // out of range: clamped to the last page
  ] as const)('page %i of %i', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('<Pagination>', () => {
  it('marks the current page and moves by page, previous and next', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination current={5} total={10} onChange={onChange} label="Test pages" />);
    const nav = screen.getByRole('navigation', { name: 'Test pages' });
    expect(nav).toHaveTextContent('Previous1…34567…10Next');
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' })); // the current page: no change
    expect(onChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('cannot go before the first or past the last page', () => {
    const { rerender } = render(<Pagination current={1} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination current={3} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination current={1} total={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
