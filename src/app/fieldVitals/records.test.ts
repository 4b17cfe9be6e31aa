import { describe, expect, it } from 'vitest';
import {
  admit,
  coarseConnection,
  errorRecord,
  MAX_ERRORS,
  MAX_RECORDS,
  routePattern,
  scrubMessage,
  scrubSelector,
  vitalRecord,
  type FieldRecord,
} from './records';

const context = { route: '/services/:id', version: '0.1.0', connection: '4g' };

describe('routePattern', () => {
  it("joins the matched routes' paths into the pattern, never the URL", () => {
    expect(routePattern(['/', undefined, 'services/:id'])).toBe('/services/:id');
    expect(routePattern(['/', undefined])).toBe('/');
    expect(routePattern(['/admin', 'categories/:id/edit'])).toBe('/admin/categories/:id/edit');
    expect(routePattern(['/', '*'])).toBe('/*');
    expect(routePattern([])).toBe('unknown');
  });
});

describe('coarseConnection', () => {
  it('is one of the four effective types, else unknown', () => {
    expect(['4g', '3g', '2g', 'slow-2g'].map(coarseConnection)).toEqual(['4g', '3g', '2g', 'slow-2g']);
    expect([undefined, 'wifi', 42, '5g'].map(coarseConnection)).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
  });
});

describe('scrubMessage', () => {
  it('takes out e-mails, URLs, digits, quoted text and tokens, keeping the words of the error', () => {
    expect(scrubMessage('No booking for priya.sharma@example.com at https://homeease.in/services/5?ref=mail#x')).toBe(
      'No booking for <email> at <url>',
    );
    expect(scrubMessage('Failed to fetch dynamically imported module: /assets/Page-Ab12.js')).toBe(
      'Failed to fetch dynamically imported module: <n>',
    );
    expect(scrubMessage('Call +91 98765 43210 about order 7731')).toBe('Call <n> <n> <n> about order <n>');
    expect(scrubMessage(`Unexpected token 'P', "Priya Sharma" is not valid JSON`)).toBe(
      'Unexpected token <text>, <text> is not valid JSON',
    );
    expect(scrubMessage('Invalid session abcdefabcdefabcdefabcdefabcdef')).toBe('Invalid session <id>');
    expect(scrubMessage('word '.repeat(100))).toHaveLength(160);
    expect(scrubMessage(undefined)).toBe('');
  });
});

describe('scrubSelector', () => {
  it('keeps tags, ids and classes, without digits or anything else', () => {
    expect(scrubSelector('html>body>div#root>main>h1.display-5')).toBe('html>body>div#root>main>h.display-');
    expect(scrubSelector('li#service-12>a')).toBe('li#service->a');
    expect(scrubSelector('button[aria-label="Priya"]')).toBe('buttonaria-labelPriya');
    expect(scrubSelector('')).toBeUndefined();
    expect(scrubSelector(undefined)).toBeUndefined();
  });
});

describe('vitalRecord', () => {
  it('keeps the value, rating and numeric parts; drops URLs and elements of the attribution', () => {
    const record = vitalRecord(
      {
        name: 'LCP',
        value: 812.4,
        rating: 'good',
        navigationType: 'navigate',
        attribution: {
          target: 'main>img.hero',
          url: 'https://homeease.in/uploads/users/priya.jpg',
          timeToFirstByte: 120.6,
          resourceLoadDelay: 10,
          resourceLoadDuration: 300.2,
          elementRenderDelay: 5,
          lcpEntry: { element: {} },
        },
      },
      context,
    );
    expect(record).toEqual({
      kind: 'vital',
      name: 'LCP',
      value: 812,
      rating: 'good',
      navigation: 'navigate',
      target: 'main>img.hero',
      parts: { timeToFirstByte: 121, resourceLoadDelay: 10, resourceLoadDuration: 300, elementRenderDelay: 5 },
      ...context,
    });
  });

  it('rounds CLS to three decimals and keeps only known words', () => {
    const record = vitalRecord(
      {
        name: 'CLS',
        value: 0.01234,
        rating: 'good',
        navigationType: 'something-new',
        attribution: { largestShiftValue: 0.0111, loadState: 'Priya', largestShiftTarget: 'div.card' },
      },
      context,
    );
    expect(record).toMatchObject({
      value: 0.012,
      navigation: 'other',
      target: 'div.card',
      parts: { largestShiftValue: 0.011 },
    });
  });
});

describe('errorRecord', () => {
  it('names the class and the scrubbed message, never a stack', () => {
    const error = new TypeError('Cannot read properties of undefined (reading "name") at https://x.in/a.js:1:2');
    expect(errorRecord('error', error, context)).toEqual({
      kind: 'error',
      source: 'error',
      type: 'TypeError',
      message: 'Cannot read properties of undefined (reading <text>) at <url>',
      ...context,
    });
    class LeakyError extends Error {
      override name = 'priya@example.com';
    }
    expect(errorRecord('rejection', new LeakyError('x'), context).type).toBe('Error');
    expect(errorRecord('rejection', { email: 'a@b.c' }, context).message).toBe('object');
    expect(errorRecord('error', null, context, 'Script error.').message).toBe('Script error.');
  });
});

describe('admit', () => {
  const error = (message: string) => errorRecord('error', new Error(message), context);
  const vital = vitalRecord(
    { name: 'TTFB', value: 1, rating: 'good', navigationType: 'navigate', attribution: {} },
    context,
  );

  it('queues one of each error, at most MAX_ERRORS, and at most MAX_RECORDS in all, sent ones counted', () => {
    const queue: FieldRecord[] = [];
    expect(admit(queue, error('boom'), [])).toBe(true);
    expect(admit(queue, error('boom'), [])).toBe(false);
    const sent = [...queue];
    queue.length = 0;
    expect(admit(queue, error('boom'), sent)).toBe(false);
    for (let i = 0; i < 20; i++) admit(queue, error(`boom ${'x'.repeat(i)}`), sent);
    expect(sent.length + queue.length).toBe(MAX_ERRORS);
    while (admit(queue, vital, sent));
    expect(sent.length + queue.length).toBe(MAX_RECORDS);
  });
});
