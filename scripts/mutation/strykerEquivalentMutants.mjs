/**
 * Stryker's ignorer for the equivalent mutants listed in stryker.config.mjs (`EQUIVALENT`), so that the product code
 * carries no `// Stryker disable` comments. Stryker asks it about every node; an answer leaves out the mutants of
 * that node and of everything inside it.
 */
import path from 'node:path';
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';
import { EQUIVALENT } from '../../stryker.config.mjs';

const squeeze = (text) => text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
const HOOKS_WITH_DEPS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect', 'useCallback', 'useMemo']);

/** The source text of a node, whitespace squeezed. */
function textOf(nodePath) {
  const { start, end } = nodePath.node;
  return start == null || end == null ? '' : squeeze(nodePath.hub.getCode().slice(start, end));
}

/** `useEffect(fn, [])` and the like: `[]` → `["Stryker was here"]` changes nothing. */
function isEmptyHookDependencyList(nodePath) {
  const call = nodePath.parentPath;
  if (!nodePath.isArrayExpression() || nodePath.node.elements.length > 0) return false;
  if (!call?.isCallExpression() || call.node.arguments[1] !== nodePath.node) {
    return false;
  }
  const callee = call.node.callee;
  const name = callee.type === 'MemberExpression' ? callee.property.name : callee.name;
  return HOOKS_WITH_DEPS.has(name);
}

/** `schema.test('name', 'message', fn)`: Yup's own key for the rule. RegExp's test takes one argument. */
function isYupTestName(nodePath) {
  const call = nodePath.parentPath;
  return (
    nodePath.isStringLiteral() &&
    call?.isCallExpression() &&
    call.node.arguments.length === 3 &&
    call.node.arguments[0] === nodePath.node &&
    call.node.callee.type === 'MemberExpression' &&
    call.node.callee.property.name === 'test'
  );
}

const byFile = new Map(
  Object.entries(EQUIVALENT).map(([file, entries]) => [
    path.resolve(file),
    entries.map(([code, why, within]) => ({ code: squeeze(code), why, within: within && squeeze(within) })),
  ]),
);

class EquivalentMutants {
  shouldIgnore(nodePath) {
    if (isEmptyHookDependencyList(nodePath)) return 'an empty dependency list: the effect runs once whatever it holds';
    if (isYupTestName(nodePath)) return 'the name of a Yup test: only Yup reads it';
    const entries = byFile.get(path.resolve(nodePath.hub.file.opts.filename));
    if (!entries) return undefined;
    const text = textOf(nodePath);
    const entry = entries.find(
      ({ code, within }) =>
        code === text && (!within || nodePath.findParent((parent) => textOf(parent) === within) !== null),
    );
    return entry?.why;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'equivalent-mutants', EquivalentMutants)];
