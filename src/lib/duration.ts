/** Minutes as people say them: 90 → '1 hr 30 mins', 1500 → '1 day 1 hr'. */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '0 mins';
  const total = Math.round(minutes);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const parts = [
    days > 0 && plural(days, 'day', 'days'),
    hours > 0 && plural(hours, 'hr', 'hrs'),
    mins > 0 && plural(mins, 'min', 'mins'),
  ].filter(Boolean);
  return parts.join(' ');
}
