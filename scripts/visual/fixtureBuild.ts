/**
 * A very small stand-in for a static Storybook build, for the visual review's own test: an index.json (five
 * stories and a docs page) and an iframe.html whose channel answers 'setCurrentStory' the way Storybook's preview
 * does (draws the story, also again on 'forceRemount', then 'storyFinished'). Its stories hold what a review must
 * cope with: a clock, a running animation, random numbers, data that arrives after the story reported itself
 * finished, and (on request) a screen no look can hold still.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FixtureLook {
  /** The banner's colour (the story that changes on purpose). */
  banner: string;
  /** The card's text, fetched after the story finished. */
  card: string;
  /** With a story that shows a frame's time, different at every look (nothing can hold it still). */
  unsteady?: boolean;
}

export const FIXTURE_STORIES = ['page--banner', 'page--button', 'page--clock', 'page--spinner', 'page--card'];

const STORIES: Record<string, string> = {
  'page--banner': `root.innerHTML = '<div class="banner">Offers</div>';`,
  'page--button': `root.innerHTML = '<button>Save</button>';`,
  // Unless the clock is held, two runs draw different times.
  'page--clock': `root.textContent = new Date().toISOString() + ' ' + performance.now();`,
  // Unless animations are stopped, two runs catch the square at different angles; random codes differ too.
  'page--spinner': `root.innerHTML = '<div class="spinner"></div><p>' + Math.random() + ' ' + crypto.getRandomValues(new Uint32Array(1))[0] + '</p>';`,
  // As a component's own fetch: the text arrives after 'storyFinished', a little after the answer.
  'page--card': `root.textContent = 'Loading'; fetch('card.json').then((r) => r.json()).then((card) => setTimeout(() => { root.textContent = card.text; }, 50));`,
  'page--unsteady': `requestAnimationFrame((time) => { root.textContent = 'Frame at ' + time; });`,
};

/** Writes the stand-in build into `dir` with the given look. */
export function writeFixtureBuild(dir: string, look: FixtureLook): string {
  mkdirSync(dir, { recursive: true });
  const ids = [...FIXTURE_STORIES, ...(look.unsteady ? ['page--unsteady'] : [])];
  const entries = Object.fromEntries(
    ids.map((id) => [id, { id, type: 'story', title: 'Page', name: id.split('--')[1] }]),
  );
  entries['page--docs'] = { id: 'page--docs', type: 'docs', title: 'Page', name: 'Docs' };
  writeFileSync(join(dir, 'index.json'), JSON.stringify({ v: 5, entries }));
  writeFileSync(join(dir, 'card.json'), JSON.stringify({ text: look.card }));
  const render = Object.entries(STORIES)
    .map(([id, code]) => `${JSON.stringify(id)}: () => { ${code} },`)
    .join('\n      ');
  writeFileSync(
    join(dir, 'iframe.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in preview</title><style>
  body { margin: 0; font: 16px sans-serif; }
  .banner { height: 300px; background: ${look.banner}; }
  .spinner { width: 60px; height: 60px; margin: 20px; background: #333; animation: spin 0.7s linear infinite; }
  @keyframes spin { to { transform: rotate(360deg); } }
</style></head><body><div id="storybook-root"></div><script>
  const root = document.getElementById('storybook-root');
  const listeners = {};
  const render = {
      ${render}
  };
  window.__STORYBOOK_ADDONS_CHANNEL__ = {
    on: (name, listener) => { (listeners[name] = listeners[name] || []).push(listener); },
    emit: (name, payload) => {
      if (name !== 'setCurrentStory' && name !== 'forceRemount') return;
      render[payload.storyId]();
      setTimeout(() => (listeners.storyFinished || []).forEach((listener) => listener({ storyId: payload.storyId, status: 'success' })));
    },
  };
</script></body></html>
`,
  );
  return dir;
}
