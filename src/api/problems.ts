/** What is wrong with a value against a schema, one problem per field; an `unread` field gives notes only. */
import * as v from 'valibot';

export interface Problem {
  path: string;
  expected: string;
  got: string;
  note?: boolean;
}

// A set, not Valibot's `description`: its pipe would join the Valibot every page's first download shares.
const unreadFields = new WeakSet<object>();
/** A field no screen reads: optional, and what is wrong with it, or its absence, is a note. */
export const unread = <S extends v.GenericSchema>(schema: S) => {
  const field = v.optional(schema);
  unreadFields.add(field);
  return field;
};
export const isUnread = (schema: object) => unreadFields.has(schema);

export const shown = (value: unknown) =>
  value === undefined
    ? 'nothing'
    : Array.isArray(value)
      ? 'a list'
      : (JSON.stringify(value) ?? String(value)).slice(0, 40);

const WORDS: Record<string, string> = { Object: 'an object', Array: 'a list', Blob: 'a file' };
const words = (expects: string) => WORDS[expects] ?? expects.replace(/^\((.*)\)$/, '$1').replaceAll(' | ', ' or ');

interface Node {
  type: string;
  expects: string;
  wrapped?: Node;
  options?: Node[];
  key?: string;
  item?: Node;
  entries?: Record<string, Node>;
  value?: Node;
}
type Json = Record<string, unknown>;
export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** `data[3].name`, and `files["a/b.png"]` for a key that is no name. */
export const step = (path: string, key: unknown): string => {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (!/^[A-Za-z_$][\w$]*$/.test(String(key))) return `${path}["${String(key)}"]`;
  return path ? `${path}.${String(key)}` : String(key);
};
const unwrap = (node: Node): Node => (node.wrapped ? unwrap(node.wrapped) : node);

/** Every object of a value with the entries of the object schema that checks it, inner objects first. */
export function eachObject(
  schema: v.GenericSchema,
  value: unknown,
  visit: (entries: Record<string, Node>, object: Json, path: string) => void,
  path = '',
): void {
  let node = unwrap(schema as unknown as Node);
  if (node.type === 'variant' && isRecord(value)) {
    const key = node.key!;
    const branch = node.options!.find((option) => v.is(option.entries![key] as never, value[key]));
    if (!branch) return;
    node = branch;
  }
  if (node.item && Array.isArray(value))
    value.forEach((item, i) => eachObject(node.item as never, item, visit, step(path, i)));
  else if (node.type === 'record' && isRecord(value))
    for (const [key, item] of Object.entries(value)) eachObject(node.value as never, item, visit, step(path, key));
  else if (node.entries && isRecord(value)) {
    for (const [key, entry] of Object.entries(node.entries))
      if (key in value) eachObject(entry as never, value[key], visit, step(path, key));
    visit(node.entries, value, path);
  }
}

const pathOf = (items: readonly v.IssuePathItem[] = []) => items.reduce<string>((path, { key }) => step(path, key), '');

export function problemsOf(schema: v.GenericSchema, value: unknown): Problem[] {
  const absent = new Map<string, string>();
  const unreadAt: string[] = [];
  const notes: Problem[] = [];
  eachObject(schema, value, (entries, object, path) => {
    for (const [key, entry] of Object.entries(entries)) {
      const at = step(path, key);
      if (isUnread(entry) && key in object) unreadAt.push(at);
      else if (isUnread(entry))
        notes.push({ path: at, expected: 'this field (no screen reads it)', got: 'nothing', note: true });
      else if (!(key in object)) absent.set(at, words(unwrap(entry).expects));
    }
  });
  const underUnread = (path: string) =>
    unreadAt.some((at) => path === at || path.startsWith(`${at}.`) || path.startsWith(`${at}[`));
  const found: Problem[] = [];
  for (const issue of v.safeParse(schema, value).issues ?? []) {
    const last = issue.path?.at(-1);
    // Valibot reads a list as an object without its fields; PHP sends [] for an empty map: say it is a list, once.
    const list = last?.origin === 'key' && Array.isArray(last.input);
    const path = pathOf(list ? issue.path!.slice(0, -1) : issue.path);
    if (list && found.some((p) => p.path === path)) continue;
    // A missing field's issue names the key; the field's own type says more. A failed check names itself.
    const expected = absent.get(path) ?? (issue.kind === 'validation' ? issue.message : words(issue.expected ?? ''));
    const problem = list ? { path, expected: 'an object', got: 'a list' } : { path, expected, got: shown(issue.input) };
    found.push(underUnread(path) ? { ...problem, note: true } : problem);
  }
  return [...found, ...notes];
}

export const describeProblem = (p: Problem) => `${p.path || '(the answer)'}: expected ${p.expected}, got ${p.got}`;
