/**
 * The app compiles only part of Bootstrap (bootstrap.scss, bootstrap-components.scss). Every Bootstrap class a
 * screen writes at a breakpoint (`d-md-none`, `py-lg-4`…), and the components the inner pages are built from,
 * must still be in one of the two sheets.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'sass';

const options = { loadPaths: ['node_modules'], quietDeps: true, silenceDeprecations: ['import' as const] };
const css = ['src/styles/bootstrap.scss', 'src/styles/bootstrap-components.scss']
  .map((file) => compile(file, { ...options, logger: { warn: () => {} } }).css)
  .join('\n');
const defined = (name: string) => css.includes(`.${name.replace(/([:.])/g, '\\$1')}`);

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });

describe('the compiled Bootstrap', () => {
  test("takes the brand colour everywhere: none of Bootstrap's default blue is left", () => {
    const brand = /--brand:\s*(#[0-9a-f]{6})/i.exec(readFileSync('src/styles/theme.css', 'utf8'))?.[1];
    const primary = /\$primary:\s*(#[0-9a-f]{6})/i.exec(readFileSync('src/styles/_bootstrap-config.scss', 'utf8'))?.[1];
    expect(brand).toMatch(/^#/);
    expect(primary).toBe(brand);
    const compiled = css.replace(/--bs-blue:[^;]+;/g, '').toLowerCase();
    expect(compiled).toContain(`.form-check-input:checked {\n  background-color: ${brand};`);
    for (const blue of ['#0d6efd', '13, 110, 253', '#86b7fe', '#0b5ed7']) expect(compiled).not.toContain(blue);
  });

  test('has every responsive utility a screen uses', () => {
    const used = new Set<string>();
    for (const file of sources('src')) {
      for (const [name] of readFileSync(file, 'utf8').matchAll(
        /\b[a-z]+(?:-[a-z]+)*-(?:sm|md|lg|xl|xxl)-[a-z0-9-]+\b/g,
      )) {
        if (!/^(col|row-cols|offset|g|gx|gy)-/.test(name)) used.add(name);
      }
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !defined(name))).toEqual([]);
  });

  test('has the components the pages use and not the ones they do not', () => {
    const components = ['form-control', 'form-check-input', 'invalid-feedback', 'card-body', 'table-hover'];
    components.push('modal-dialog', 'alert-danger', 'nav-tabs', 'accordion-button', 'dropdown-menu', 'badge');
    components.push('pagination', 'breadcrumb-item', 'list-group-item', 'progress-bar', 'spinner-border', 'btn-close');
    components.push('input-group-text', 'form-select', 'placeholder-glow', 'text-bg-success', 'd-md-none');
    expect(components.filter((name) => !defined(name))).toEqual([]);
    expect(['navbar-expand-lg', 'offcanvas', 'toast', 'popover', 'carousel-item'].filter(defined)).toEqual([]);
  });
});
