/**
 * The page's clock for booking journeys: today's slots that have passed are not offered, so a journey that books a
 * slot of today runs at a fixed hour of today instead of whenever the suite happens to run.
 */
import type { Page } from '@playwright/test';

/** Fixes the page's clock at `time` ('HH:MM', local) today; timers keep running. Call before the page loads. */
export async function fixClockToday(page: Page, time: string): Promise<Date> {
  const [hours, minutes] = time.split(':').map(Number);
  const at = new Date();
  at.setHours(hours, minutes, 0, 0);
  await page.clock.setFixedTime(at);
  return at;
}

/** Tomorrow's local date, 'YYYY-MM-DD' (every slot of it is still to come). */
export function tomorrowIso(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
