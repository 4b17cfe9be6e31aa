import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExpiry } from './expiry';

/**
 * The customer session's `expires_at` (SPEC §3 `session_expires`) as PHP sends it, 'YYYY-MM-DD HH:MM:SS', or as
 * ISO 8601. Every property holds in any time zone the tests run in: a time without a zone is compared with what
 * JavaScript makes of the same local wall clock, never with a fixed instant.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isLeap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const daysIn = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;

interface Wall {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}
/** A real calendar date and time of day, February 29 of leap years included. */
const walls: fc.Arbitrary<Wall> = fc
  .record({
    y: fc.integer({ min: 1970, max: 9998 }),
    mo: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
    h: fc.integer({ min: 0, max: 23 }),
    mi: fc.integer({ min: 0, max: 59 }),
    s: fc.integer({ min: 0, max: 59 }),
  })
  .map((w) => ({ ...w, d: Math.min(w.d, daysIn(w.y, w.mo)) }));

const dateOf = (w: Wall) => `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)}`;
const timeOf = (w: Wall) => `${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}`;
/** PHP's date('Y-m-d H:i:s'). */
const php = (w: Wall) => `${dateOf(w)} ${timeOf(w)}`;
const localTime = (w: Wall) => new Date(w.y, w.mo - 1, w.d, w.h, w.mi, w.s).getTime();

/** Instants whose wall clock stays within years 1970-9999 at every offset used below. */
const instants = fc.date({
  min: new Date('1970-01-02T00:00:00Z'),
  max: new Date('9999-12-30T00:00:00Z'),
  noInvalidDate: true,
});
/** UTC offsets of real zones, -12:00 to +14:00, in minutes. */
const offsets = fc.integer({ min: -12 * 60, max: 14 * 60 });
const offsetText = (minutes: number, colon: boolean) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${colon ? ':' : ''}${pad(Math.abs(minutes) % 60)}`;
/** The instant as the wall clock at that offset shows it, with the offset: `2025-01-01T15:30:00+05:30`. */
const atOffset = (at: Date, minutes: number, colon = true) =>
  new Date(at.getTime() + minutes * 60_000).toISOString().slice(0, 19) + offsetText(minutes, colon);
const toSecond = (at: Date) => Math.floor(at.getTime() / 1000) * 1000;

describe('parseExpiry: the forms a backend sends', () => {
  it('ISO with Z round-trips to the millisecond', () => {
    fc.assert(
      fc.property(instants, (at) => {
        expect(parseExpiry(at.toISOString())).toBe(at.getTime());
      }),
    );
  });

  it('ISO with an offset, ±HH:MM or PHP DATE_ISO8601 ±HHMM, round-trips to the second', () => {
    fc.assert(
      fc.property(instants, offsets, fc.boolean(), (at, minutes, colon) => {
        expect(parseExpiry(atOffset(at, minutes, colon))).toBe(toSecond(at));
      }),
    );
  });

  it('PHP YYYY-MM-DD HH:MM:SS is the local wall clock, the same instant as ISO with T and no zone', () => {
    fc.assert(
      fc.property(walls, (w) => {
        expect(parseExpiry(php(w))).toBe(localTime(w));
        expect(parseExpiry(`${dateOf(w)}T${timeOf(w)}`)).toBe(localTime(w));
      }),
    );
  });

  it('a fraction of a second counts its milliseconds', () => {
    fc.assert(
      fc.property(walls, fc.integer({ min: 0, max: 999 }), (w, ms) => {
        expect(parseExpiry(`${dateOf(w)}T${timeOf(w)}.${pad(ms, 3)}Z`)).toBe(
          Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s, ms),
        );
      }),
    );
  });

  it('is monotonic: of two expiries in one form, the later text is the later time', () => {
    fc.assert(
      fc.property(walls, walls, (a, b) => {
        const [ta, tb] = [`${dateOf(a)}T${timeOf(a)}Z`, `${dateOf(b)}T${timeOf(b)}Z`];
        expect(Math.sign(parseExpiry(ta)! - parseExpiry(tb)!)).toBe(Math.sign(ta.localeCompare(tb)));
      }),
    );
    fc.assert(
      fc.property(instants, instants, offsets, offsets, (a, b, oa, ob) => {
        // Whatever offsets the two are written at, they keep the order of the instants.
        const order = Math.sign(toSecond(a) - toSecond(b));
        expect(Math.sign(parseExpiry(atOffset(a, oa))! - parseExpiry(atOffset(b, ob))!)).toBe(order);
      }),
    );
  });
});

describe('parseExpiry: anything else is refused (null), so the server decides', () => {
  it('text that does not start with a YYYY-MM-DD date', () => {
    const legacy = fc.oneof(
      // What Date.parse alone would take: bare numbers (it reads '1' as 2001), words around a number, other
      // date layouts, a Unix timestamp, the browser's own and the HTTP date formats.
      fc.integer().map(String),
      fc.nat().map((n) => `foo ${n}`),
      walls.map((w) => `${pad(w.y, 4)}/${pad(w.mo)}/${pad(w.d)} ${timeOf(w)}`),
      walls.map((w) => `${pad(w.d)}-${pad(w.mo)}-${pad(w.y, 4)} ${timeOf(w)}`),
      instants.map((at) => String(Math.floor(at.getTime() / 1000))),
      instants.map((at) => at.toUTCString()),
      instants.map((at) => at.toString()),
      instants.map((at) => at.toDateString()),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          legacy,
          fc.string().filter((t) => !/^\d{4}-\d{2}-\d{2}/.test(t)),
        ),
        (text) => {
          expect(parseExpiry(text)).toBeNull();
        },
      ),
    );
  });

  it('a date without a time: which midnight it means is not said', () => {
    fc.assert(
      fc.property(walls, (w) => {
        expect(parseExpiry(dateOf(w))).toBeNull();
      }),
    );
  });

  it('a good expiry with anything before it, or anything after its zone', () => {
    fc.assert(
      fc.property(instants, fc.string({ minLength: 1 }), fc.boolean(), (at, junk, before) => {
        const good = at.toISOString();
        expect(parseExpiry(before ? junk + good : good + junk)).toBeNull();
      }),
    );
  });

  it('a date or time that does not exist: month 13, February 30, hour 24, minute or second 60, offset +24:00', () => {
    const spoilt = fc.oneof(
      fc.tuple(walls, fc.constantFrom(0, 13, 20, 99)).map(([w, mo]) => ({ ...w, mo })),
      // The day after the last of its month: 29 February of a common year, 31 April…
      walls.map((w) => ({ ...w, d: daysIn(w.y, w.mo) + 1 })),
      walls.map((w) => ({ ...w, d: 0 })),
      fc.tuple(walls, fc.integer({ min: 24, max: 99 })).map(([w, h]) => ({ ...w, h })),
      // ECMAScript's own format takes 24:00:00 as the end of the day; ISO 8601 no longer does, nor PHP.
      walls.map((w) => ({ ...w, h: 24, mi: 0, s: 0 })),
      fc.tuple(walls, fc.integer({ min: 60, max: 99 })).map(([w, mi]) => ({ ...w, mi })),
      fc.tuple(walls, fc.integer({ min: 60, max: 99 })).map(([w, s]) => ({ ...w, s })),
    );
    fc.assert(
      fc.property(spoilt, fc.constantFrom('', 'Z', '+05:30'), fc.boolean(), (w, zone, phpForm) => {
        expect(parseExpiry(phpForm ? php(w) : `${dateOf(w)}T${timeOf(w)}${zone}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(walls, fc.integer({ min: 24, max: 99 }), fc.integer({ min: 60, max: 99 }), (w, oh, om) => {
        expect(parseExpiry(`${dateOf(w)}T${timeOf(w)}+${pad(oh)}:00`)).toBeNull();
        expect(parseExpiry(`${dateOf(w)}T${timeOf(w)}+05:${pad(om)}`)).toBeNull();
      }),
    );
  });
});
