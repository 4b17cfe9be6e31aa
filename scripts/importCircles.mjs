/**
 * Import circles among the files of src/ and mocks/, type-only imports included: import-x/no-cycle (eslint.config.js)
 * skips those, yet a circle of types still makes two files that cannot be read one without the other. Exits 1 and
 * names each circle's files when there is one. Part of `npm run lint`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOTS = ['src', 'mocks'];
const files = ROOTS.flatMap((root) => readdirSync(root, { recursive: true }).map((f) => join(root, f)))
  .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories|spec)\.tsx?$/.test(f))
  .map((f) => resolve(f));
const known = new Set(files);
const resolveFrom = (from, spec) => {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (f) => known.has(f) && existsSync(f),
  );
};
const edges = new Map(
  files.map((file) => [
    file,
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolveFrom(file, fileName))
      .filter(Boolean),
  ]),
);

// Tarjan's strongly connected components: every component of more than one file is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
let next = 0;
function visit(file) {
  index.set(file, next);
  low.set(file, next++);
  stack.push(file);
  onStack.add(file);
  for (const to of edges.get(file)) {
    if (!index.has(to)) {
      visit(to);
      low.set(file, Math.min(low.get(file), low.get(to)));
    } else if (onStack.has(to)) low.set(file, Math.min(low.get(file), index.get(to)));
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(relative(process.cwd(), member));
  } while (member !== file);
  if (component.length > 1) circles.push(component.sort());
}
for (const file of files) if (!index.has(file)) visit(file);

for (const circle of circles) console.error(`import circle: ${circle.join(' ↔ ')}`);
process.exit(circles.length ? 1 : 0);
