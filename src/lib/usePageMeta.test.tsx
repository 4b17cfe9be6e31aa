/** The tab's title and the page's meta description, and what comes back when the page goes away. */
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND } from '../content/brand';
import { usePageMeta } from './usePageMeta';
import { usePageTitle } from './usePageTitle';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

afterEach(() => description()?.remove());

describe('usePageTitle', () => {
  it('names the tab "<page> | <brand>", or the brand alone without a page title', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), { initialProps: { title: 'Services' } });
    expect(document.title).toBe(`Services | ${BRAND.name}`);
    rerender({ title: '' });
    expect(document.title).toBe(BRAND.name);
  });
});

describe('usePageMeta', () => {
  it('sets the description, creating the tag when the page has none, and names the tab', () => {
    expect(description()).toBeNull();
    renderHook(() => usePageMeta('About us', 'Who we are'));
    expect(description()?.content).toBe('Who we are');
    expect(description()?.name).toBe('description');
    expect(document.title).toBe(`About us | ${BRAND.name}`);
  });

  it('puts the previous description back when the page goes away', () => {
    const tag = document.createElement('meta');
    tag.name = 'description';
    tag.content = 'Home services at your door';
    document.head.append(tag);
    const { unmount, rerender } = renderHook(({ text }) => usePageMeta('FAQ', text), {
      initialProps: { text: 'Answers' },
    });
    expect(description()?.content).toBe('Answers');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    rerender({ text: 'More answers' });
    expect(description()?.content).toBe('More answers');
    unmount();
    expect(description()?.content).toBe('Home services at your door');
  });
});
