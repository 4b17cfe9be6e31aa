/** The string surgery of the prerender step: what it writes into the shell, and what it rewrites in the markup. */
import { describe, expect, it } from 'vitest';
import { fillTemplate, postForms, prerenderedFile, stylesToClasses } from './prerender';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>HomeEase</title>
    <meta name="description" content="The app" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>
`;

describe('fillTemplate', () => {
  it('puts the page head before </head>, its markup in #root and the data block after it, dropping the shell title', () => {
    const html = fillTemplate(
      shell,
      { path: '/about', modules: ['/assets/pages.js'] },
      '<h1>About us</h1>',
      '<title>About | HomeEase</title>',
    );
    expect(html).toContain('<title>About | HomeEase</title>\n  </head>');
    expect(html).not.toContain('<title>HomeEase</title>');
    expect(html).not.toContain('content="The app"');
    expect(html).toContain('<div id="root"><h1>About us</h1></div>');
    expect(html).toContain(
      '<script type="application/json" id="prerendered-page">{"path":"/about","modules":["/assets/pages.js"]}</script>',
    );
  });

  it("keeps a text's dollar signs as written: `$&`, `$'` and `$$` are no replacement patterns here", () => {
    const head = `<meta name="description" content="Starts at $& or $' or $$5" />`;
    const markup = `<p>Fee $' and $&</p>`;
    const html = fillTemplate(shell, { path: '/services/5', modules: [] }, markup, head);
    expect(html).toContain(head);
    expect(html).toContain(`<div id="root">${markup}</div>`);
  });

  it('refuses a shell without its root line, instead of writing a page without content', () => {
    expect(() => fillTemplate('<html></html>', { path: '/', modules: [] }, '<h1>x</h1>', '')).toThrow(
      /no <div id="root">/,
    );
  });
});

describe('the markup rewrites', () => {
  it('gives every form without a method POST, so fields never land in a URL before hydration', () => {
    expect(postForms('<form class="x"><input name="password"></form><form method="get">')).toBe(
      '<form method="post" class="x"><input name="password"></form><form method="get">',
    );
  });

  it('turns each distinct style attribute into one class of one stylesheet, beside the classes already there', () => {
    const { markups, css } = stylesToClasses([
      '<div class="a" style="width:50%">x</div>',
      '<span style="width:50%"></span><p style="color:red" id="p">',
    ]);
    const [, width] = /class="(pr-\w+) a"/.exec(markups[0])!;
    expect(markups[0]).toBe(`<div class="${width} a">x</div>`);
    expect(markups[1]).toMatch(new RegExp(`^<span class="${width}"></span><p id="p" class="pr-\\w+">$`));
    expect(css.trim().split('\n')).toEqual([`.${width}{width:50%}`, expect.stringMatching(/^\.pr-\w+\{color:red\}$/)]);
    expect(markups.join('')).not.toContain('style=');
  });

  it('names the files where nginx looks for them: /services/5 is services/5.html, / is home.html', () => {
    expect(prerenderedFile('/services/5')).toBe('services/5.html');
    expect(prerenderedFile('/')).toBe('home.html');
  });
});
