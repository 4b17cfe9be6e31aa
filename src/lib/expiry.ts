/** PHP's date('Y-m-d H:i:s') and ISO 8601 date-times (PHP's '±HHMM' too); no zone is local time. */
const EXPIRY =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/;

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number) =>
  [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;

/**
 * Null for an impossible date or time (April 31, hour 24). Date.parse alone reads '1' as 2001 and rolls 30
 * February into March, so a garbled expiry could end a session early or never.
 */
export function parseExpiry(raw: string): number | null {
  const m = EXPIRY.exec(raw);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00', fraction = '', z, sign, oh, om] = m;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  // daysIn is 0 for a month that does not exist (00, 13 to 99), so no day fits it.
  if (day < 1 || day > daysIn(year, month)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (sign && (Number(oh) > 23 || Number(om) > 59)) return null;
  // Date.parse is exact on this one form (ECMAScript's date-time string format), which the checks above fill in.
  const zone = z ?? (sign ? `${sign}${oh}:${om}` : '');
  const ms = fraction.padEnd(3, '0').slice(0, 3);
  const time = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${zone}`);
  return Number.isNaN(time) ? null : time;
}
