import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseExpiry } from './expiry';

/**
 * The calendar at its edges, one example each (the property tests draw these rarely), and what parseExpiry
 * promises whatever the browser's Date.parse makes of the text it is handed.
 */

const at = (iso: string) => Date.parse(iso);

describe('parseExpiry: the calendar at its edges', () => {
  it('29 February only in a leap year: every 4th year, not every 100th, but every 400th', () => {
    expect(parseExpiry('2024-02-29 10:00:00')).toBe(new Date(2024, 1, 29, 10).getTime());
    expect(parseExpiry('2000-02-29T10:00:00Z')).toBe(at('2000-02-29T10:00:00Z'));
    expect(parseExpiry('2026-02-29 10:00:00')).toBeNull();
    expect(parseExpiry('2025-02-29T10:00:00Z')).toBeNull();
    expect(parseExpiry('2100-02-29T10:00:00Z')).toBeNull();
    expect(parseExpiry('1900-02-29T10:00:00Z')).toBeNull();
    expect(parseExpiry('2026-02-28T10:00:00Z')).toBe(at('2026-02-28T10:00:00Z'));
  });

  it('the last day of each month and not the one after it', () => {
    const last = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    last.forEach((days, i) => {
      const month = String(i + 1).padStart(2, '0');
      expect(parseExpiry(`2026-${month}-${days}T00:00:00Z`)).toBe(at(`2026-${month}-${days}T00:00:00Z`));
      expect(parseExpiry(`2026-${month}-${days + 1}T00:00:00Z`)).toBeNull();
    });
  });

  it('the first and last second of a day, and not hour 24 (which JavaScript would read as the next midnight)', () => {
    expect(parseExpiry('2026-05-01T00:00:00Z')).toBe(at('2026-05-01T00:00:00Z'));
    expect(parseExpiry('2026-05-01T23:59:59Z')).toBe(at('2026-05-01T23:59:59Z'));
    expect(parseExpiry('2026-05-01T24:00:00Z')).toBeNull();
    expect(parseExpiry('2026-05-01 24:00:00')).toBeNull();
  });

  it('offsets up to ±23:59 and not beyond', () => {
    expect(parseExpiry('2026-05-01T10:00:00+23:59')).toBe(at('2026-05-01T10:00:00+23:59'));
    expect(parseExpiry('2026-05-01T10:00:00-2359')).toBe(at('2026-05-01T10:00:00-23:59'));
    expect(parseExpiry('2026-05-01T10:00:00+24:00')).toBeNull();
    expect(parseExpiry('2026-05-01T10:00:00+05:60')).toBeNull();
  });

  it('seconds are optional, and a fraction needs seconds before it', () => {
    expect(parseExpiry('2026-05-01T10:00Z')).toBe(at('2026-05-01T10:00:00Z'));
    expect(parseExpiry('2026-05-01 10:00')).toBe(new Date(2026, 4, 1, 10).getTime());
    expect(parseExpiry('2026-05-01T10:00.5Z')).toBeNull();
    expect(parseExpiry('2026-05-01T10:00:00.Z')).toBeNull();
  });

  it('a fraction counts to the millisecond: one digit is tenths, digits past the third are cut, never rounded', () => {
    expect(parseExpiry('2026-05-01T10:00:00.5Z')).toBe(at('2026-05-01T10:00:00.500Z'));
    expect(parseExpiry('2026-05-01T10:00:00.12Z')).toBe(at('2026-05-01T10:00:00.120Z'));
    expect(parseExpiry('2026-05-01T10:00:00.999999999Z')).toBe(at('2026-05-01T10:00:00.999Z'));
    expect(parseExpiry('2026-05-01T10:00:00.1234567890Z')).toBeNull();
  });

  it('only the two separators between date and time: T or one space', () => {
    expect(parseExpiry('2026-05-01t10:00:00Z')).toBeNull();
    expect(parseExpiry('2026-05-01  10:00:00')).toBeNull();
    expect(parseExpiry('2026-05-01_10:00:00')).toBeNull();
    expect(parseExpiry('2026-05-01T10:00:00z')).toBeNull();
  });
});

/**
 * ECMAScript leaves text outside its date-time format to each engine's own heuristics, and engines differ (some
 * roll 31 April into May, or month 13 into the next year). parseExpiry hands Date.parse only dates and times it
 * has checked itself; here Date.parse is such a lenient engine, and every impossible value must still be refused.
 */
describe('parseExpiry on an engine whose Date.parse rolls impossible dates over', () => {
  const realParse = Date.parse;
  const FORMAT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d+)(Z|[+-]\d{2}:\d{2})?$/;
  /** Every field taken as a number and rolled over (Date.UTC does), any number of fraction digits as ms. */
  function rollingParse(text: string): number {
    const m = FORMAT.exec(text);
    if (!m) return realParse(text);
    const [, y, mo, d, h, mi, s, ms, zone = 'Z'] = m;
    const utc = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!, +ms!);
    if (zone === 'Z') return utc;
    const minutes = (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * (zone.startsWith('-') ? -1 : 1);
    return utc - minutes * 60_000;
  }
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['month 00', '2026-00-10T10:00:00Z'],
    ['month 13', '2026-13-10T10:00:00Z'],
    ['day 00', '2026-05-00T10:00:00Z'],
    ['31 April', '2026-04-31 10:00:00'],
    ['29 February of a common year', '2026-02-29T10:00:00Z'],
    ['hour 25', '2026-05-01T25:00:00Z'],
    ['minute 60', '2026-05-01T10:60:00Z'],
    ['second 60', '2026-05-01T10:00:60Z'],
    ['offset +24:00', '2026-05-01T10:00:00+24:00'],
    ['offset +05:60', '2026-05-01T10:00:00+05:60'],
    ['offset -99:00', '2026-05-01T10:00:00-9900'],
  ])('refuses %s', (_, text) => {
    vi.spyOn(Date, 'parse').mockImplementation(rollingParse);
    expect(parseExpiry(text)).toBeNull();
  });

  it('hands it exactly three digits of a fraction', () => {
    vi.spyOn(Date, 'parse').mockImplementation(rollingParse);
    expect(parseExpiry('2026-05-01T10:00:00.9876Z')).toBe(realParse('2026-05-01T10:00:00.987Z'));
    expect(parseExpiry('2026-05-01T10:00:00.5Z')).toBe(realParse('2026-05-01T10:00:00.500Z'));
  });

  it('still accepts the real dates around them', () => {
    vi.spyOn(Date, 'parse').mockImplementation(rollingParse);
    expect(parseExpiry('2026-04-30T10:00:00+05:30')).toBe(realParse('2026-04-30T10:00:00+05:30'));
    expect(parseExpiry('2024-02-29T23:59:59Z')).toBe(realParse('2024-02-29T23:59:59Z'));
    expect(parseExpiry('2026-12-01T00:00:00-23:59')).toBe(realParse('2026-12-01T00:00:00-23:59'));
  });
});
