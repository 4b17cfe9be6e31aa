/**
 * The review as one static HTML page with its images beside it (no script, no network): the stories whose screens
 * changed, the largest change first, each width's before, after and diff, and the share of its pixels that moved.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** 0.01234 → '1.23 %'; a change too small for two decimals still reads as one. */
export const percent = (share) => (share > 0 && share < 0.0001 ? '< 0.01 %' : `${(share * 100).toFixed(2)} %`);

const KIND_NOTES = {
  new: 'new story',
  removed: 'removed story',
  unsteady: 'unsteady: its screen differed between two looks at the same build, so no change can be told',
};

const CSS = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #212529; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin: 2rem 0 .25rem; } code { font-size: .85em; }
table.index td { padding: .1rem .75rem .1rem 0; } .share { text-align: right; font-variant-numeric: tabular-nums; }
.screens { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: .75rem; margin: .5rem 0 1rem; }
.screens.single { grid-template-columns: minmax(0, 1fr); max-width: 33%; }
figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .25rem; }
img { max-width: 100%; border: 1px solid #adb5bd; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.muted { color: #6c757d; }`;

function screenFigures(storyAnchor, screen) {
  const figure = (label, file) =>
    `<figure><figcaption>${label}</figcaption><a href="${escape(file)}"><img src="${escape(file)}" alt="${label} of ${escape(storyAnchor)} at ${screen.width}" loading="lazy"></a></figure>`;
  const figures = [
    screen.before && figure('Before', screen.before),
    screen.after && figure('After', screen.after),
    screen.diff && figure('Diff', screen.diff),
  ].filter(Boolean);
  const steadiness = screen.unsteady ? ' (unsteady: two looks at the base differed too)' : '';
  return `<h3>${escape(screen.width)} · ${percent(screen.share)} of pixels moved${steadiness}</h3>
<div class="screens${figures.length === 1 ? ' single' : ''}">${figures.join('')}</div>`;
}

/**
 * Writes `reportDir/index.html` and `reportDir/shots/` (the images it shows, copied from where they were taken),
 * replacing a previous report there. `widths`: `[{ name, width }]`, the sizes each story was taken at.
 * `changes`: `{ id, title, name, kind: 'changed'|'new'|'removed'|'unsteady', share, screens: [{ width, share,
 * unsteady, before?, after?, diff? }] }` with paths of PNG files, in the order they are shown.
 */
export function writeReport(reportDir, { changes, summary, base, tree, stories, widths }) {
  const shotsDir = join(reportDir, 'shots');
  rmSync(shotsDir, { recursive: true, force: true });
  mkdirSync(shotsDir, { recursive: true });
  const copy = (path, tag) => {
    if (!path) return undefined;
    const name = `${basename(path, '.png')}.${tag}.png`;
    copyFileSync(path, join(shotsDir, name));
    return `shots/${name}`;
  };
  const sections = changes.map((change) => {
    const anchor = `${change.title} / ${change.name}`;
    const screens = change.screens.map((screen) => ({
      ...screen,
      before: copy(screen.before, 'before'),
      after: copy(screen.after, 'after'),
      diff: copy(screen.diff, 'diff'),
    }));
    const kind = change.kind === 'changed' ? '' : ` <span class="muted">(${KIND_NOTES[change.kind]})</span>`;
    return `<section id="${escape(change.id)}"><h2>${escape(anchor)}${kind}</h2><code>${escape(change.id)}</code>
${screens.map((screen) => screenFigures(anchor, screen)).join('\n')}</section>`;
  });
  const index = changes
    .map(
      (change) =>
        `<tr><td><a href="#${escape(change.id)}">${escape(`${change.title} / ${change.name}`)}</a></td><td class="share">${change.kind === 'changed' ? percent(change.share) : change.kind}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual review: ${escape(summary)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${CSS}</style></head>
<body><h1>Visual review: ${escape(summary)}</h1>
<p>Before: <code>${escape(base)}</code> · After: <code>${escape(tree)}</code> · ${stories} stories, each at ${escape(
    widths.map((size) => `${size.name} ${size.width} px`).join(' and '),
  )}. Only stories whose screens differ are shown, the largest change first.</p>
${changes.length ? `<table class="index">${index}</table>\n${sections.join('\n')}` : '<p>No story changed.</p>'}
</body></html>
`;
  const path = join(reportDir, 'index.html');
  writeFileSync(path, html);
  return path;
}
