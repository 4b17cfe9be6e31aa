/**
 * The report is pasted into a ticket that renders Markdown: nothing the server or the URL sent may become an image,
 * a link or an HTML tag there, and each text still reads as it came. No Markdown parser is a dependency, so the
 * rendering is read here by the rules that matter (GFM table cells, CommonMark code spans and backslash escapes).
 */
import { describe, expect, it } from 'vitest';
import type { EndpointDrift } from './driftLog';
import { driftMarkdown } from './markdown';

const FIELD = 'x` ![t](https://evil.example/t.png) `';
const VALUE = '"<img src=//evil.example/i> | a ``` b"';
const PAGE = '/services?q=<img src=//evil.example/p>&n=![t](https://evil.example/n.png)';
const BACKEND = 'https://api.example.in/<img src=//evil.example/b>';

const calls: EndpointDrift[] = [
  {
    name: 'listServices',
    answers: 1,
    drifted: 1,
    drifts: [
      { kind: 'extra', path: `data[0].${FIELD}`, expected: 'no such field', got: VALUE, severity: 'info', times: 1 },
      { kind: 'wrong type', path: 'data[0].\\`', expected: 'number', got: 'line\nbreak', severity: 'drift', times: 2 },
    ],
  },
];

/** One line or table cell as a CommonMark renderer reads it: its code spans' text, and what it reads as markup. */
function inline(source: string): { code: string[]; markup: string } {
  const code: string[] = [];
  let markup = '';
  for (let i = 0; i < source.length;) {
    if (source[i] === '\\' && /[!-/:-@[-`{-~]/.test(source[i + 1] ?? '')) {
      markup += ' '; // an escaped character is plain text
      i += 2;
      continue;
    }
    const run = /^`+/.exec(source.slice(i))?.[0];
    if (run) {
      // A code span closes at the next backtick run of the same length; without one the run is text.
      const closer = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
      closer.lastIndex = i + run.length;
      const end = closer.exec(source);
      if (end) {
        const inner = source.slice(i + run.length, end.index);
        code.push(/^ .* $/.test(inner) && inner.trim() ? inner.slice(1, -1) : inner);
        markup += ' ';
        i = end.index + run.length;
        continue;
      }
    }
    markup += run ?? source[i];
    i += run?.length ?? 1;
  }
  return { code, markup };
}

/** A GFM table row's cells: split at each pipe not escaped, whose escape is then taken off. */
const cells = (row: string) =>
  row
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** Escaped text as a reader sees it. */
const shown = (text: string) =>
  text
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const markdown = driftMarkdown(calls, { backend: BACKEND, page: PAGE });
const lines = markdown.trimEnd().split('\n');
const rows = lines.filter((line) => line.startsWith('| ') && !line.startsWith('| Kind') && !line.startsWith('| ---'));

describe('driftMarkdown, with what a hostile server or link sends', () => {
  it('holds no image, link or HTML tag once rendered, and shows each text as it came, a row as five cells', () => {
    const read = lines.flatMap((line) => (line.startsWith('|') ? cells(line) : [line])).map(inline);
    const markup = read.map((part) => part.markup).join('\n');
    expect(markup).not.toMatch(/!\[|\]\(|<[a-z/!?]/i);
    expect(markup).not.toContain('evil.example/t.png)');

    expect(rows.map((row) => cells(row).length)).toEqual([5, 5]);
    expect(shown(cells(rows[0]!)[3]!)).toBe(VALUE);
    expect(shown(cells(rows[1]!)[3]!)).toBe('line break');
    expect(shown(lines[2]!)).toBe(`Backend: ${BACKEND} · page: ${PAGE} · 1 answers checked since load`);
  });

  it('shows a field name in code, as it is, whatever backticks or backslashes it holds', () => {
    expect(rows.map((row) => inline(cells(row)[1]!).code)).toEqual([[`data[0].${FIELD}`], ['data[0].\\`']]);
  });
});
