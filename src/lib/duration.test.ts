import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [15, '15 mins'],
    [1, '1 min'],
    [60, '1 hr'],
    [90, '1 hr 30 mins'],
    [120, '2 hrs'],
    [135, '2 hrs 15 mins'],
    [1440, '1 day'],
    [1500, '1 day 1 hr'],
    [2880, '2 days'],
    [1501, '1 day 1 hr 1 min'],
    [0, '0 mins'],
  ])('%i minutes read as %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
