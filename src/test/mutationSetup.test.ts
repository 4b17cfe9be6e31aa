/** The mutation runs' eager imports (mutationSetup.ts) cover every part Stryker mutates (stryker.config.mjs). */
import { expect, it } from 'vitest';
import { PARTS } from '../../stryker.config.mjs';
import setup from './mutationSetup.ts?raw';

it('imports every glob of every mutation part before any test', () => {
  const globs = [...setup.matchAll(/^\s+'(\/[^']+)',$/gm)].map((m) => m[1].slice(1));
  const included = Object.values(PARTS)
    .flat()
    .filter((glob) => !glob.startsWith('!'));
  expect(globs.sort()).toEqual(included.sort());
});
