/** The string surgery of the prerender step: what it writes into the shell, and what it rewrites in the markup. */
import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  pageFiles,
  postForms,
  prerenderedFile,
  startScriptsAfterPaint,
  stylesToClasses,
} from './prerender';

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

  it('keeps the data block one block: a `<` in it never ends the script element', () => {
    const html = fillTemplate(shell, { path: '/</script><script>alert(1)//', modules: [] }, '<h1>x</h1>', '');
    const block = /<script type="application\/json" id="prerendered-page">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual({ path: '/</script><script>alert(1)//', modules: [] });
  });

  it('refuses a shell without its root line, instead of writing a page without content', () => {
    expect(() => fillTemplate('<html></html>', { path: '/', modules: [] }, '<h1>x</h1>', '')).toThrow(
      /no <div id="root">/,
    );
  });
});

describe('startScriptsAfterPaint', () => {
  it('puts the boot script where the entry was and preloads no module while the page is read', () => {
    const withPreloads = shell.replace(
      '<title>',
      '<link rel="modulepreload" crossorigin href="/assets/site-core.js">\n    <title>',
    );
    const html = startScriptsAfterPaint(withPreloads, '/', 'assets/boot-1.js');
    expect(html).toContain('<script type="module" src="/assets/boot-1.js"></script>');
    expect(html).not.toContain('/assets/index.js');
    expect(html).not.toContain('modulepreload');
  });
});

describe('pageFiles', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_site-core.js'], css: ['assets/index.css'] },
    '_site-core.js': { file: 'assets/site-core.js', css: ['assets/site-core.css'] },
    'src/app/layouts/CustomerLayout.tsx': {
      file: 'assets/CustomerLayout.js',
      imports: ['_site-core.js', 'index.html'],
      css: ['assets/CustomerLayout.css'],
    },
    'src/styles/components.ts': { file: 'assets/components.js', css: ['assets/components.css'] },
    'src/features/auth/LoginPage.tsx': {
      file: 'assets/LoginPage.js',
      imports: ['_formik.js', '_site-core.js'],
      css: ['assets/auth.css'],
    },
    '_formik.js': { file: 'assets/formik.js' },
    'src/features/auth/LoginPage.data.ts': { file: 'assets/LoginPage.data.js', imports: ['_site-core.js'] },
  };

  it("names the page's own stylesheets, in load order, and every module but the entry the boot imports", () => {
    expect(pageFiles(manifest, '/login')).toEqual({
      css: ['assets/CustomerLayout.css', 'assets/components.css', 'assets/auth.css'],
      scripts: [
        'assets/site-core.js',
        'assets/CustomerLayout.js',
        'assets/components.js',
        'assets/formik.js',
        'assets/LoginPage.js',
        'assets/LoginPage.data.js',
      ],
    });
  });

  it("adds the mock backend's scripts on a build that has it, after the page's, and none of its stylesheets", () => {
    const demo = {
      ...manifest,
      'mocks/browser.ts': {
        file: 'assets/browser.js',
        isDynamicEntry: true,
        imports: ['_site-core.js', 'index.html', '_msw.js'],
        css: ['assets/browser.css'],
      },
      '_msw.js': { file: 'assets/msw.js', css: ['assets/panel.css'] },
    };
    const production = pageFiles(manifest, '/login');
    expect(pageFiles(demo, '/login')).toEqual({
      css: production.css,
      scripts: [...production.scripts, 'assets/msw.js', 'assets/browser.js'],
    });
  });

  it('refuses a page it has no modules for, and a module the build did not make', () => {
    expect(() => pageFiles(manifest, '/dashboard')).toThrow(/no modules listed for \/dashboard/);
    expect(() => pageFiles(manifest, '/register')).toThrow(/RegisterPage.tsx is not in the build's manifest/);
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

  it('refuses, at build time, a style value that could leave its rule, and keeps one that cannot', () => {
    // As React writes them into the HTML: quotes and angle brackets escaped.
    const hostile = [
      'color:red}body{display:none',
      'color:red;}*{display:none',
      'width:1px{',
      'content:&quot;a;b&quot;',
      'background:url(x)&lt;/style&gt;&lt;script&gt;',
      'color:red/*',
      'content:&quot;\\7d&quot;',
      'background:url(javascript:alert(1))',
      'color:red\n',
      '}',
    ];
    for (const style of hostile)
      expect(() => stylesToClasses([`<p style="${style}">`]), style).toThrow(/cannot become a class safely/);

    const { css } = stylesToClasses([
      '<p style="font-family:&quot;Segoe UI&quot;, sans-serif;width:calc(100% - 2px);--gap:0.5rem;color:#fff !important">',
    ]);
    expect(css).toMatch(
      /^\.pr-\w+\{font-family:"Segoe UI", sans-serif;width:calc\(100% - 2px\);--gap:0\.5rem;color:#fff !important\}\n$/,
    );
  });

  it('names the files where nginx looks for them: /services/5 is services/5.html, / is home.html', () => {
    expect(prerenderedFile('/services/5')).toBe('services/5.html');
    expect(prerenderedFile('/')).toBe('home.html');
  });
});
