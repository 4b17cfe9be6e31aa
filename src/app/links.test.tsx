/**
 * Every link of the customer site leads somewhere real: the header's (anonymous and signed in), the footer's and
 * those of every content page resolve, through the app's own route table and loaders (redirects followed), to a
 * route that is neither a placeholder ('This page is being built') nor a 404. A footer service slug ends on
 * /services filtered to its category. The browser walk of e2e/content.spec.ts follows a few of each kind by click.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { login } from '../api/customer';
import { VENDOR_LANDING } from '../content/vendorLinks';
import { CONTENT_PATHS } from '../test/contentPaths';
import { allRoutes } from '../test/routePaths';
import { routerOptions } from './routes';
import { answerOf } from '../test/answerOf';

const FOOTER_SERVICE_SLUG = /^\/services\/[a-z0-9-]+$/;
/** Links some content pages must carry, so that the walk of their links cannot pass on an empty page. */
const LINKS_A_PAGE_CARRIES: Record<string, string[]> = {
  '/about': ['/services', '/become-provider', '/testimonials'],
  '/faq': ['/contact'],
};

type AppRouter = ReturnType<typeof createMemoryRouter>;

const newRouter = (path: string): AppRouter =>
  createMemoryRouter(allRoutes(), { initialEntries: [path], ...routerOptions });

/** Resolves once the router has run every loader (and followed every redirect) of its current navigation. */
function settled(router: AppRouter): Promise<void> {
  const idle = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (idle()) return Promise.resolve();
  return new Promise((done) => {
    const stop = router.subscribe(() => {
      if (!idle()) return;
      stop();
      done();
    });
  });
}

/** Same-site link targets inside `scope` (path and query; in-page anchors dropped). */
const sameSiteLinks = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('link')
    .map((link) => new URL(link.getAttribute('href') ?? '', 'http://app.test'))
    .filter((url) => url.origin === 'http://app.test')
    .map((url) => `${url.pathname}${url.search}`);

/** Opens `path` in the whole app and returns the links of its header, main content and footer. */
async function linksOf(path: string) {
  const router = newRouter(path);
  const view = render(<RouterProvider router={router} />);
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  const footer = await screen.findByRole('contentinfo');
  await within(footer).findByRole('link', { name: 'About Us' });
  const links = {
    header: sameSiteLinks(screen.getAllByRole('banner')[0]),
    main: sameSiteLinks(main),
    footer: sameSiteLinks(footer),
  };
  view.unmount();
  return links;
}

/** Where a link ends up: the final URL and whether that is a real page. */
async function destination(path: string) {
  const router = newRouter(path);
  await settled(router);
  const { location, matches, errors } = router.state;
  const leaf = matches.at(-1)?.route;
  return {
    url: `${location.pathname}${location.search}`,
    real:
      !errors &&
      leaf !== undefined &&
      leaf.path !== '*' &&
      !(leaf.handle as { placeholder?: boolean } | undefined)?.placeholder,
  };
}

async function expectAllReal(paths: Iterable<string>) {
  const broken: string[] = [];
  for (const path of new Set(paths)) {
    const { url, real } = await destination(path);
    if (!real) broken.push(`${path} → ${url}`);
  }
  expect(broken, 'links that lead to a placeholder or a 404').toEqual([]);
}

describe('links of the customer site', () => {
  it('can tell a placeholder and a 404 from a real page', async () => {
    expect(await destination('/vendor/forgot-password')).toMatchObject({ real: false });
    expect(await destination('/no-such-page')).toMatchObject({ real: false });
    expect(await destination('/vendor/no-such-page')).toMatchObject({ real: false });
    expect(await destination('/about')).toEqual({ url: '/about', real: true });
    // A guarded page counts where its guard sends a visitor: the login, a real page.
    expect(await destination('/bookings')).toEqual({ url: '/login?next=%2Fbookings', real: true });
  });

  it('every link of the header, anonymous and signed in, opens a real page', async () => {
    const anonymous = (await linksOf('/about')).header;
    expect(anonymous).toEqual(expect.arrayContaining(['/', '/login', VENDOR_LANDING]));

    const answer = await answerOf(
      login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }),
    );
    window.localStorage.setItem('user', JSON.stringify(answer.user));
    window.localStorage.setItem('session_token', answer.session_token!);
    window.localStorage.setItem('session_expires', answer.expires_at!);
    const router = newRouter('/about');
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('button', { name: /Account menu for Priya/ }));
    const signedIn = sameSiteLinks(screen.getAllByRole('banner')[0]);
    expect(signedIn).toEqual(expect.arrayContaining(['/profile', '/dashboard', '/bookings', '/orders', '/settings']));
    await expectAllReal([...anonymous, ...signedIn]);
  });

  it('every footer link opens a real page; a service slug lands on /services filtered to its category', async () => {
    const { footer } = await linksOf('/about');
    const links = [...new Set(footer)];
    expect(links.length).toBeGreaterThan(60);
    const slugs = links.filter((path) => FOOTER_SERVICE_SLUG.test(path));
    expect(slugs).toHaveLength(20);
    await expectAllReal(links.filter((path) => !slugs.includes(path)));
    const landed: string[] = [];
    for (const slug of slugs) {
      const { url, real } = await destination(slug);
      if (!real || !/^\/services\?category_id=\d+(&subcategory_id=\d+)?$/.test(url)) landed.push(`${slug} → ${url}`);
    }
    expect(landed, 'footer service slugs that did not land on a filtered /services').toEqual([]);
  });

  // One test a page: together they took most of the 20 s limit on a loaded machine.
  it.each(CONTENT_PATHS)('every link of the content page %s opens a real page', async (path) => {
    const links = (await linksOf(path)).main;
    expect(links).toEqual(expect.arrayContaining(LINKS_A_PAGE_CARRIES[path] ?? []));
    await expectAllReal(links);
  });
});
