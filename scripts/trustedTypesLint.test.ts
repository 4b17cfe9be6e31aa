/**
 * eslint.config.js keeps HTML and script sinks out of product code (docs/trusted-types.md): each of them is an error
 * in src/ and mocks/, and allowed in a test.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rules `code` breaks when it is the file `filePath`. */
async function broken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const SINKS: [string, string][] = [
  ['innerHTML', "document.body.innerHTML = '<b>x</b>';"],
  ['outerHTML', "document.body.outerHTML = '<b>x</b>';"],
  ['insertAdjacentHTML', "document.body.insertAdjacentHTML('beforeend', '<b>x</b>');"],
  ['document.write', "document.write('<b>x</b>');"],
  ['srcdoc', "document.createElement('iframe').srcdoc = '<b>x</b>';"],
  ['eval', "eval('1');"],
  ['new Function', "new Function('return 1');"],
  ['Function', "Function('return 1');"],
  ['setTimeout(string)', "setTimeout('alert(1)');"],
];
const JSX_SINKS: [string, string][] = [
  ['dangerouslySetInnerHTML', "export const X = () => <div dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />;"],
  ['srcDoc', 'export const X = () => <iframe title="x" srcDoc="<b>x</b>" />;'],
];

describe('the Trusted Types sink rules', () => {
  it.each([
    ...SINKS.map(([name, code]) => [name, code, 'ts']),
    ...JSX_SINKS.map(([name, code]) => [name, code, 'tsx']),
  ])('%s is an error in product code and allowed in a test', async (_name, code, ext) => {
    const rules = /no-restricted-(properties|syntax)|no-eval|no-implied-eval/;
    expect((await broken(code, `src/app/sink.${ext}`)).filter((rule) => rules.test(rule))).toHaveLength(1);
    expect((await broken(code, `mocks/sink.${ext}`)).filter((rule) => rules.test(rule))).toHaveLength(1);
    expect((await broken(code, `src/app/sink.test.${ext}`)).filter((rule) => rules.test(rule))).toEqual([]);
  });

  it('leaves the safe ways alone: textContent, React children', async () => {
    expect(await broken("document.body.textContent = '<b>x</b>';\n", 'src/app/safe.ts')).toEqual([]);
  });
});
