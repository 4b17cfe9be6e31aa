/**
 * What a 360 px phone shows, measured in Chromium: the customer header's height and its uncut texts, lists that fit
 * without a sideways scroll, the demo build's corner button clear of the page's controls, and offer text readable
 * over nothing but its own background.
 */
import type { Locator, Page } from '@playwright/test';
import { POSTERS } from '../src/content/home';
import { expect, logInAdmin, logInCustomer, logInVendor, openInApp, test, waitForMockBackend } from './fixtures';

const PHONE = { width: 360, height: 740 };
/** About a sixth of a 740 px screen: the rest is the page's. */
const HEADER_MAX_PX = 120;

/**
 * Every text of `root` that is cut: a line running past the screen or past a box that clips it (a truncated
 * label), or a dropdown's chosen option wider than the dropdown's text area. Visually hidden texts do not count.
 */
function cutTexts(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const cut: string[] = [];
    const hidden = (el: Element | null) => {
      for (; el; el = el.parentElement) if (getComputedStyle(el).clip !== 'auto') return true;
      return false;
    };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      const parent = node.parentElement!;
      if (!text || hidden(parent) || parent.closest('select')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width === 0) continue;
        if (line.left < -0.5 || line.right > window.innerWidth + 0.5) cut.push(`${text} (off screen)`);
        for (let box: Element | null = parent; box && box !== element.parentElement; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible') continue;
          const edge = box.getBoundingClientRect();
          if (line.left < edge.left - 0.5 || line.right > edge.right + 0.5) cut.push(`${text} (clipped)`);
        }
      }
    }
    const measure = document.createElement('canvas').getContext('2d')!;
    for (const select of element.querySelectorAll('select')) {
      if (!select.getClientRects().length) continue;
      const style = getComputedStyle(select);
      measure.font = style.font;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.measureText(text).width > room) cut.push(`${text} (in its dropdown)`);
    }
    return [...new Set(cut)];
  });
}

/** The controls of `root` that are on screen but smaller than 24 × 24 px or partly off the screen's sides. */
function badTargets(root: Locator): Promise<string[]> {
  return root.evaluate((element) =>
    [...element.querySelectorAll('a[href], button, select, input')]
      .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).clip === 'auto')
      .flatMap((control) => {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? control.textContent!.trim();
        const problems = [];
        if (box.width < 24 || box.height < 24) problems.push(`${name}: ${box.width}×${box.height}`);
        if (box.left < 0 || box.right > window.innerWidth) problems.push(`${name}: off screen`);
        return problems;
      }),
  );
}

/** What the location box says before it knows a city; detection here may end on any of them. */
const LOCATION_TEXTS = ['Select location', 'Detecting…', 'Not available'];

async function checkHeader(page: Page) {
  const header = page.getByRole('banner');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(HEADER_MAX_PX);
  expect(await cutTexts(header)).toEqual([]);
  expect(await badTargets(header)).toEqual([]);
  // Each of the location box's own texts, put in its place in turn: none is cut.
  const city = page
    .getByRole('button', { name: /Your location/ })
    .getByText(/\S/)
    .last();
  const shown = await city.textContent();
  for (const text of LOCATION_TEXTS) {
    await city.evaluate((el, text) => (el.textContent = text), text);
    expect(await cutTexts(header), `the location box saying ${text}`).toEqual([]);
  }
  await city.evaluate((el, text) => (el.textContent = text), shown);
}

test('at 360 px the visitor’s header is at most 120 px with no text cut; its search opens from a button', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await waitForMockBackend(page);
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join as Provider' })).toBeVisible();
  await checkHeader(page);

  const open = page.getByRole('button', { name: 'Search services' });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const search = page.getByRole('search', { name: 'Services' });
  await expect(search.getByLabel('Service')).toBeFocused();
  await expect(search.getByRole('button', { name: 'Search' })).toBeVisible();
  expect(await cutTexts(page.getByRole('banner'))).toEqual([]);
  expect(await badTargets(page.getByRole('banner'))).toEqual([]);
});

test('at 360 px the customer’s header, with the account menu, is at most 120 px with no text cut', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInCustomer(page);
  const menu = page.getByRole('button', { name: 'Account menu for Priya Sharma' });
  await expect(menu).toBeVisible();
  await checkHeader(page);
});

/** No sideways scroll anywhere: not the page, not a box inside it. */
async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('main *')]
      // A visually hidden part (a table's header row on a phone) is not a box anyone scrolls.
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .filter((el) => getComputedStyle(el).clip === 'auto')
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .concat(document.documentElement.scrollWidth > window.innerWidth ? ['the page'] : []),
  );
  expect(wide).toEqual([]);
}

/** Each row's status and its last action, inside the screen's width. */
async function expectRowsOnScreen(rows: Locator, status: RegExp, lastAction: RegExp) {
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    for (const part of [rows.nth(i).getByText(status), rows.nth(i).getByRole('button', { name: lastAction })]) {
      const box = (await part.boundingBox())!;
      expect(box.x, `row ${i + 1}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `row ${i + 1}`).toBeLessThanOrEqual(PHONE.width);
    }
  }
}

test('at 360 px the admin categories list shows each row’s status and actions without a sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAdmin(page);
  await openInApp(page, '/admin/categories');
  const table = page.getByRole('table', { name: /Showing 1–10 of/ });
  await expect(table).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectRowsOnScreen(table.locator('tbody tr'), /^(Active|Inactive)$/, /^Delete /);
});

test('at 360 px the vendor dashboard’s bookings show each status and action without a sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInVendor(page);
  await openInApp(page, '/vendor/dashboard?tab=bookings');
  const table = page.getByRole('region', { name: 'Bookings table' }).getByRole('table');
  await expect(table).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectRowsOnScreen(
    table.locator('tbody tr'),
    /^(Confirmed|Pending|Completed|Cancelled|In Progress)$/,
    /^Message about booking/,
  );
});

/**
 * What the demo build's floating pieces (the "Demo data" marker, the mock backend's toggle) lie over: with `within`
 * (a selector), the controls and prices of those parts of the page at every scroll position that shows them;
 * without, every control of the page where it is scrolled now.
 */
function underDemoPieces(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((within) => {
    const toggle = (el: Element) => el.tagName === 'BUTTON' && /Mock backend/.test(el.textContent ?? '');
    const shown = (el: Element) => el.getClientRects().length > 0;
    const pieces = [...document.querySelectorAll('[data-testid="demo-marker"], button')].filter(
      (el) => (el.tagName !== 'BUTTON' || toggle(el)) && shown(el),
    );
    const scopes = within ? [...document.querySelectorAll(within)] : [document.body];
    const targets = scopes
      .flatMap((scope) => [
        ...scope.querySelectorAll('a[href], button, input, select, textarea'),
        ...[...scope.querySelectorAll('*')].filter((el) => el.childElementCount === 0 && /^₹/.test(el.textContent!)),
      ])
      .filter((el) => shown(el) && !toggle(el));
    const covered = new Set<string>();
    const look = () => {
      const boxes = pieces.map((piece) => piece.getBoundingClientRect());
      for (const target of targets) {
        const box = target.getBoundingClientRect();
        const under = boxes.some(
          (p) => box.left < p.right && p.left < box.right && box.top < p.bottom && p.top < box.bottom,
        );
        if (under) covered.add(target.getAttribute('aria-label') ?? target.textContent!.trim());
      }
    };
    if (!within) look();
    else {
      const top = scopes[0]!.getBoundingClientRect().top + window.scrollY;
      const end = scopes.at(-1)!.getBoundingClientRect().bottom + window.scrollY;
      for (let y = Math.max(0, top - window.innerHeight); y < end; y += 50) {
        window.scrollTo({ top: y, behavior: 'instant' });
        look();
      }
    }
    return [...covered];
  }, within);
}

test('at 360 px the demo build’s corner button covers no package’s price or button at any scroll, nor any control at the top or the end', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/services');
  await waitForMockBackend(page);
  const packages = '[aria-labelledby="packages-title"]';
  await expect(page.locator(packages)).toHaveAttribute('aria-busy', 'false');
  const corner = page.getByRole('button', { name: /^Mock backend/ });
  await expect(corner).toHaveText(/Demo/);
  expect((await corner.boundingBox())!.height).toBeLessThan(40);
  expect(await underDemoPieces(page)).toEqual([]);
  expect(await underDemoPieces(page, `${packages} article`)).toEqual([]);
  // The page keeps room at its end: its last links scroll clear of the corner.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => underDemoPieces(page)).toEqual([]);
});

/**
 * For each offer poster: what lies behind its headline (no image, an opaque colour), the contrast of the headline
 * with that colour, and whether a line of it crosses the white icon circle of the poster's art (drawn at 430,170
 * with radius 90 on its 600 × 300 canvas).
 */
function readPosters(page: Page, titles: string[]) {
  return page.evaluate((titles) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const rgba = (css: string) => css.match(/[\d.]+/g)!.map(Number);
    const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    return titles.map((title) => {
      const headline = [...document.querySelectorAll('a.poster *')].find(
        (el) => el.childElementCount === 0 && el.textContent === title,
      )!;
      const poster = headline.closest('a')!;
      headline.scrollIntoView({ block: 'center' });
      const art = poster.querySelector('img')!.getBoundingClientRect();
      const scale = art.width / 600;
      const circle = { x: art.left + 430 * scale, y: art.top + 170 * scale, r: 90 * scale };
      const range = document.createRange();
      range.selectNodeContents(headline);
      const lines = [...range.getClientRects()].filter((line) => line.width > 0);
      const overCircle = lines.some((line) => {
        const x = Math.max(line.left, Math.min(circle.x, line.right));
        const y = Math.max(line.top, Math.min(circle.y, line.bottom));
        return (x - circle.x) ** 2 + (y - circle.y) ** 2 < circle.r ** 2;
      });
      const behind = new Set<string>();
      for (const line of lines) {
        for (const [x, y] of [
          [line.left + 1, line.top + 1],
          [line.right - 1, line.bottom - 1],
          [(line.left + line.right) / 2, (line.top + line.bottom) / 2],
        ]) {
          for (const el of document.elementsFromPoint(x, y)) {
            if (el.tagName === 'IMG' || el.tagName === 'svg' || getComputedStyle(el).backgroundImage !== 'none') {
              behind.add(el.tagName === 'IMG' ? 'image' : `${el.tagName.toLowerCase()} with a background image`);
            }
            if (rgba(getComputedStyle(el).backgroundColor)[3] !== 0) break;
          }
        }
      }
      let colour = 'rgb(255, 255, 255)';
      for (let el: Element | null = headline; el; el = el.parentElement) {
        const background = getComputedStyle(el).backgroundColor;
        if ((rgba(background)[3] ?? 1) !== 0) {
          colour = background;
          break;
        }
      }
      const [a, b] = [luminance(rgba(getComputedStyle(headline).color)), luminance(rgba(colour))];
      const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      return { title, overCircle, behind: [...behind], contrastAtLeast45: contrast >= 4.5 };
    });
  }, titles);
}

test('the offer posters’ headlines sit on their own colour, off the art’s icon circle, at 4.5:1 or more', async ({
  page,
}) => {
  const titles = POSTERS.map((poster) => poster.title);
  const readable = titles.map((title) => ({ title, overCircle: false, behind: [], contrastAtLeast45: true }));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Offers' }).getByRole('link')).toHaveCount(titles.length);
  for (const width of [1280, PHONE.width]) {
    await page.setViewportSize({ width, height: PHONE.height });
    expect(await readPosters(page, titles), `at ${width} px`).toEqual(readable);
  }
});
