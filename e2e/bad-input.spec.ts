/**
 * The bad-input sweep: every form that exists today gets empty, spaces only, 10 000 characters, Devanagari and
 * emoji, and two markup injections in one field at a time. Each value either gets the form's validation text or is
 * sent exactly as typed; whatever is shown again is inert text (no alert, no injected element); after any failure
 * the form still holds what was typed. One row per form and field: add a row when a form is built.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test, logInCustomer, openInApp, waitForMockBackend } from './fixtures';
import { tomorrowIso } from './clock';

interface FormRow {
  form: string;
  path: string;
  signIn?: 'customer' | 'admin';
  /** Opens the form (e.g. a modal) and returns where its fields live. */
  open?: (page: Page) => Promise<Locator>;
  /** The field under test, by its label. */
  field: string | RegExp;
  /** Fills the form's other required fields with good values. */
  others?: (scope: Locator) => Promise<void>;
  submit: string;
  /** The validation text an empty (or spaces-only) value gets. */
  required: string | RegExp;
  /** The call the form sends. */
  endpoint: RegExp;
  /** The field goes out with a later call (registration sends the name only at the end, after the OTP). */
  sentLater?: boolean;
}

const GOOD_PASSWORD = 'Monsoon@2025';

const FORMS: FormRow[] = [
  {
    form: 'customer login',
    path: '/login',
    field: 'Email address',
    others: (s) => s.getByLabel('Password', { exact: true }).fill('Customer@123'),
    submit: 'Login',
    required: 'Email is required',
    endpoint: /\/login\.php$/,
  },
  {
    form: 'register (basic info)',
    path: '/register',
    field: 'Full name',
    others: async (s) => {
      await s.getByLabel('Email address').fill(`sweep.${Date.now()}@example.in`);
      await s.getByLabel('Phone number').fill('9898012345');
      await s.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
      await s.getByLabel('Confirm password', { exact: true }).fill(GOOD_PASSWORD);
    },
    submit: 'Send OTP',
    required: 'Full name is required',
    endpoint: /\/register\.php$/,
    sentLater: true,
  },
  {
    form: 'services booking modal',
    path: '/services?category_id=1&subcategory_id=2',
    signIn: 'customer',
    open: async (page) => {
      const book = page.getByRole('button', { name: 'Book Now: Classic Bathroom Cleaning' });
      await expect(book).toBeEnabled();
      await book.click();
      const dialog = page.getByRole('dialog', { name: 'Book Service' });
      await expect(dialog.getByText('Detecting your location…')).toHaveCount(0);
      return dialog;
    },
    field: /Service address/,
    others: async (s) => {
      // Tomorrow: today's 10:00 may have passed when the sweep runs.
      await s.getByLabel(/Service date/).fill(tomorrowIso());
      await s.getByLabel(/Time slot/).selectOption('10:00');
      await s.getByLabel(/Special instructions/).fill('Ring the bell twice');
    },
    submit: 'Confirm Booking',
    required: 'Please fill in all required fields',
    endpoint: /\/bookings\/create\.php$/,
  },
  {
    form: 'admin login',
    path: '/admin/login',
    field: 'Email address',
    others: (s) => s.getByLabel('Password').fill('Admin@123'),
    submit: 'Sign In',
    required: /required|enter/i,
    endpoint: /\/api\/admin\/login\.php$/,
  },
  {
    form: 'add category',
    path: '/admin/categories/add',
    signIn: 'admin',
    field: /Category name/,
    submit: 'Add Category',
    required: 'Category name is required',
    endpoint: /\/addcategories\.php$/,
  },
  {
    form: 'add subcategory',
    path: '/admin/subcategories/add',
    signIn: 'admin',
    field: /Subcategory name/,
    others: async (s) => {
      await s.getByLabel(/Parent category/).selectOption({ label: 'Cleaning' });
    },
    submit: 'Add Subcategory',
    required: 'Subcategory name is required',
    endpoint: /\/subcategories\/add\.php$|\/addsubcategories\.php$/,
  },
  {
    form: 'add subcategory (first version)',
    path: '/admin/add-subcategory?category=1',
    signIn: 'admin',
    field: /Subcategory name/,
    submit: 'Add Subcategory',
    required: 'Subcategory name is required',
    endpoint: /\/subcategories\/add\.php$|\/addsubcategories\.php$/,
  },
  {
    form: 'add service',
    path: '/admin/services/add?category=1&subcategory=2',
    signIn: 'admin',
    field: /Service name/,
    others: (s) => s.getByLabel(/Base price/).fill('999'),
    submit: 'Add Service',
    required: 'Service name is required',
    endpoint: /\/services\/add\.php$/,
  },
];

const VALUES: { name: string; text: string; blank?: boolean }[] = [
  { name: 'empty', text: '', blank: true },
  { name: 'spaces only', text: '     ', blank: true },
  { name: '10 000 characters', text: 'घर'.repeat(10).concat('a'.repeat(9980)) },
  { name: 'Devanagari and emoji', text: 'सफ़ाई सेवा — नमस्ते 🙏🏽🧹✨' },
  { name: 'script tag', text: '<script>alert(1)</script>' },
  { name: 'attribute break-out', text: '"><img src=x onerror=alert(1)>' },
];

async function signIn(page: Page, who: 'customer' | 'admin') {
  if (who === 'customer') {
    await logInCustomer(page);
    await expect(page).toHaveURL('/dashboard');
  } else {
    await page.goto('/admin/login');
    await waitForMockBackend(page);
    await page.getByLabel('Email address').fill('admin@example.com');
    await page.getByLabel('Password').fill('Admin@123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/Dashboard$/);
  }
}

/** Whether a request body carries `text` exactly (a JSON value, or a multipart part). */
function carries(request: Request, text: string): boolean {
  const raw = request.postDataBuffer();
  if (!raw) return false;
  try {
    const json = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    return Object.values(json).some((value) => value === text);
  } catch {
    return raw.includes(Buffer.from(`\r\n\r\n${text}\r\n`, 'utf8'));
  }
}

/** Nothing typed became markup: no injected image or script, in the page or in the document title. */
async function expectInert(page: Page) {
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  const scripts = await page.evaluate(
    () => [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes('alert(1)')).length,
  );
  expect(scripts).toBe(0);
}

for (const row of FORMS) {
  test(`bad input: ${row.form}, field ${String(row.field)}`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    if (row.signIn) await signIn(page, row.signIn);

    await page.goto(row.path);
    await waitForMockBackend(page);
    for (const value of VALUES) {
      await test.step(value.name, async () => {
        if (value !== VALUES[0]) {
          // A fresh form without a reload: away to a page of no form (the area's "not found") and back, by the router.
          await openInApp(page, row.signIn === 'admin' ? '/admin/no-such-page' : '/no-such-page');
          await expect(page.getByRole('heading', { level: 1, name: /Not Found/ })).toBeVisible();
          await openInApp(page, row.path);
        }
        const scope = row.open ? await row.open(page) : page.locator('body');
        const field = scope.getByLabel(row.field).first();
        // A field with a length limit (src/lib/inputLimits.ts) keeps at most that many characters of what is typed.
        const limit = Number(await field.getAttribute('maxlength')) || undefined;
        const typed = value.text.slice(0, limit);
        await field.fill(value.text);
        await row.others?.(scope);
        const sent: Request[] = [];
        const onRequest = (request: Request) => {
          if (request.method() === 'POST' && row.endpoint.test(new URL(request.url()).pathname)) sent.push(request);
        };
        page.on('request', onRequest);
        await scope.getByRole('button', { name: row.submit, exact: true }).click();

        if (value.blank) {
          // The form's own text, or the browser's: a `required` field it refuses to submit (on the first
          // add-subcategory version, spaces leave the slug made from the name empty, and the slug is required).
          await expect
            .poll(
              async () =>
                (await scope.getByText(row.required).first().isVisible()) ||
                (await scope.locator('input:invalid, select:invalid, textarea:invalid').count()) > 0,
            )
            .toBe(true);
          expect(sent, 'a blank value is never sent').toEqual([]);
        } else {
          // Sent exactly as typed, or refused with a visible validation text.
          await expect
            .poll(
              async () =>
                sent.length > 0 ||
                (await scope.locator('.invalid-feedback:visible, [role="alert"]:visible').count()) > 0 ||
                (await scope.locator('input:invalid, select:invalid, textarea:invalid').count()) > 0,
              { message: `${value.name}: sent as typed, or a validation text` },
            )
            .toBe(true);
          if (sent.length > 0 && !row.sentLater) expect(sent.some((request) => carries(request, typed))).toBe(true);
        }
        // A form that succeeded may reset or move on; one that failed keeps what was typed.
        const answers = await Promise.all(
          sent.map((request) => request.response().then((r) => r?.json().catch(() => null))),
        );
        const succeeded = answers.some((answer) => (answer as { status?: string } | null)?.status === 'success');
        await page.waitForLoadState('networkidle').catch(() => undefined);
        page.off('request', onRequest);

        // Still on the form (a failure, or a refusal): what was typed is still there.
        if (!succeeded && (await field.isVisible())) {
          // An e-mail input's value is whitespace-trimmed by the browser itself (HTML value sanitization).
          const email = (await field.getAttribute('type')) === 'email';
          await expect(field).toHaveValue(email ? typed.trim() : typed);
        }
        await expectInert(page);
      });
    }
    expect(dialogs, 'no alert() ever ran').toEqual([]);
  });
}
