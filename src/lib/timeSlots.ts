/**
 * One rule for the booking forms and the mock backend: a slot has passed once the clock shows a later minute than
 * its start (at 13:00 the 13:00 slot is still offered). Dates are the customer's local days.
 */

export const SLOT_PASSED_TEXT = 'The chosen time has already passed. Please pick a later slot.';

const MINUTE_MS = 60_000;

/** Not UTC's: 02:00 in India is still yesterday in UTC. */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function nextDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return localIsoDate(new Date(y, m - 1, d + 1));
}

export function slotStart(date: string, time: string): number {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!day || !clock) return NaN;
  return new Date(+day[1], +day[2] - 1, +day[3], +clock[1], +clock[2]).getTime();
}

/** A slot that cannot be read has not passed. */
export const slotHasPassed = (date: string, time: string, now = Date.now()): boolean =>
  slotStart(date, time) < Math.floor(now / MINUTE_MS) * MINUTE_MS;

/** Any day but today keeps them all (a day before today is the date rule's to refuse). */
export function openSlots<T>(slots: readonly T[], date: string, now: number, timeOf: (slot: T) => string): T[] {
  if (date !== localIsoDate(new Date(now))) return [...slots];
  return slots.filter((slot) => !slotHasPassed(date, timeOf(slot), now));
}
