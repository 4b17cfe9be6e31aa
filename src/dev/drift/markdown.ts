/**
 * The drift since load as Markdown, for a ticket: one table per call that drifted. The ticket renders what is
 * pasted, and field names, values, the backend's URL and the page's address come from the server or the URL bar:
 * none may become an image, a link or an HTML tag. A field name goes in inline code no backtick run inside can
 * close; any other such text is escaped (HTML's `<`, `>`, `&`, and the Markdown characters that open links, code,
 * emphasis or a table cell). A line break, which would end the table row or the code span, becomes a space.
 */
import type { EndpointDrift } from './driftLog';
import { describeDrift, endpointLabel } from './findDrift';

export interface ReportContext {
  /** The backend the app talks to (its base URL, or the page's origin when the API shares it). */
  backend: string;
  page: string;
}

const oneLine = (text: string) => text.replace(/\r\n?|\n/g, ' ');

/** Text shown as text: `<img …>` reads as `<img …>`, `![t](…)` as `![t](…)`, a `|` does not split the cell. */
const text = (value: string) =>
  oneLine(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~]/g, '\\$&');

/**
 * Inline code that shows `value` as it is: its fence is one backtick longer than the longest run inside, and a
 * space pads a value that starts or ends with a backtick (CommonMark strips one each side). In a table cell a `|`
 * is written `\|`: GFM splits the row before it reads code, and gives the pipe back inside it.
 */
function code(value: string): string {
  const inner = oneLine(value).replace(/\|/g, '\\|');
  const fence = '`'.repeat(Math.max(0, ...(inner.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const padded = /^[` ]|[` ]$/.test(inner) && inner.trim() ? ` ${inner} ` : inner;
  return `${fence}${padded}${fence}`;
}

export function driftMarkdown(calls: readonly EndpointDrift[], context: ReportContext): string {
  const drifting = calls.filter((call) => call.drifts.length > 0);
  const lines = [
    '## API drift',
    '',
    `Backend: ${text(context.backend)} · page: ${text(context.page)} · ${calls.reduce((n, c) => n + c.answers, 0)} answers checked since load`,
  ];
  if (drifting.length === 0) lines.push('', 'No drift.');
  for (const call of drifting) {
    lines.push(
      '',
      `### ${text(endpointLabel(call.name))}`,
      '',
      `${call.drifted} of ${call.answers} answers drifted.`,
      '',
      '| Kind | Field | Expected | Got | Seen |',
      '| --- | --- | --- | --- | --- |',
      ...call.drifts.map(
        (d) =>
          `| ${text(describeDrift(d))} | ${d.path ? code(d.path) : '(the answer)'} | ${text(d.expected)} | ${text(d.got)} | ${d.times} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
