import { describe, expect, it } from 'vitest';
import { localIsoDate, nextDay, openSlots, slotHasPassed, slotStart } from './timeSlots';

const HOURLY = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'];
const TODAY = '2030-06-15';
/** Local time, as the customer's clock reads it. */
const at = (time: string, date = TODAY) => new Date(`${date}T${time}`).getTime();
const open = (date: string, now: number) => openSlots(HOURLY, date, now, (slot) => slot);

describe("today's slots against the clock", () => {
  it('at 12:30 the slots 09:00 to 12:00 have passed and 13:00 to 18:00 are offered', () => {
    expect(open(TODAY, at('12:30'))).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  });

  it('a slot is offered through the minute it starts and gone from the next', () => {
    expect(open(TODAY, at('13:00:59.999'))[0]).toBe('13:00');
    expect(open(TODAY, at('13:01'))[0]).toBe('14:00');
    expect(slotHasPassed(TODAY, '13:00', at('13:00:30'))).toBe(false);
    expect(slotHasPassed(TODAY, '13:00', at('13:01'))).toBe(true);
  });

  it('tomorrow, and any later day, offers every slot even late at night', () => {
    expect(open('2030-06-16', at('12:30'))).toEqual(HOURLY);
    expect(open('2030-06-16', at('23:59'))).toEqual(HOURLY);
    expect(open('2031-01-01', at('18:30'))).toEqual(HOURLY);
  });

  it('after the last slot today has nothing left; before the first it has all', () => {
    expect(open(TODAY, at('18:01'))).toEqual([]);
    expect(open(TODAY, at('08:59'))).toEqual(HOURLY);
  });

  it("leaves a past day's list to the date rule and an empty date's list whole", () => {
    expect(open('2030-06-14', at('12:30'))).toEqual(HOURLY);
    expect(open('', at('12:30'))).toEqual(HOURLY);
  });

  it('takes slots of any shape through timeOf', () => {
    const slots = [
      { value: '09:00', label: '9:00 AM' },
      { value: '17:00', label: '5:00 PM' },
    ];
    expect(openSlots(slots, TODAY, at('12:30'), (slot) => slot.value)).toEqual([slots[1]]);
  });
});

describe('slot times', () => {
  it('reads the local start of a slot; what is not a date or a time has no start and never passes', () => {
    expect(slotStart(TODAY, '09:00')).toBe(at('09:00'));
    expect(slotStart('15-06-2030', '09:00')).toBeNaN();
    expect(slotStart(TODAY, 'nine')).toBeNaN();
    expect(slotHasPassed(TODAY, '', at('12:30'))).toBe(false);
  });

  it('knows the local day and the next one, across months and years', () => {
    expect(localIsoDate(new Date(2030, 5, 15, 23, 59))).toBe('2030-06-15');
    expect(nextDay('2030-06-15')).toBe('2030-06-16');
    expect(nextDay('2030-06-30')).toBe('2030-07-01');
    expect(nextDay('2030-12-31')).toBe('2031-01-01');
  });
});
