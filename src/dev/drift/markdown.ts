/** The drift since load as Markdown, for a ticket: one table per call that drifted. */
import { describeDrift } from './describe';
import type { EndpointDrift } from './driftLog';
import { endpointLabel } from './findDrift';

export interface ReportContext {
  /** The backend the app talks to (its base URL, or the page's origin when the API shares it). */
  backend: string;
  /** The page open when the report was made. */
  page: string;
}

// A cell may hold what the server sent: its pipes and line breaks would break the table.
const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const code = (text: string) => (text ? `\`${cell(text)}\`` : '(the answer)');

export function driftMarkdown(calls: readonly EndpointDrift[], context: ReportContext): string {
  const drifting = calls.filter((call) => call.drifts.length > 0);
  const lines = [
    '## API drift',
    '',
    `Backend: ${context.backend} · page: ${context.page} · ${calls.reduce((n, c) => n + c.answers, 0)} answers checked since load`,
  ];
  if (drifting.length === 0) lines.push('', 'No drift.');
  for (const call of drifting) {
    lines.push(
      '',
      `### ${endpointLabel(call.name)}`,
      '',
      `${call.drifted} of ${call.answers} answers drifted.`,
      '',
      '| Kind | Field | Expected | Got | Seen |',
      '| --- | --- | --- | --- | --- |',
      ...call.drifts.map(
        (d) => `| ${describeDrift(d)} | ${code(d.path)} | ${cell(d.expected)} | ${cell(d.got)} | ${d.times} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
