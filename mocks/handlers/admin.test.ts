/**
 * The admin calls of SPEC §7 as the mock backend answers them (mocks/handlers/admin.ts): the login, the bearer
 * every other admin call needs (docs/decisions.md), and each catalogue write with every check it makes, the exact
 * message of each refusal, and what a success changes in the mock data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN_TOKEN, DEMO_VENDOR_TOKEN } from '../../fixtures/demoSessions';
import type { CategoryRecord, ServiceRecord, SubcategoryRecord } from '../../fixtures/records';
import type { EndpointName } from '../../src/api/endpoints';
import { callMock, multipart } from '../../src/test/mockCall';
import { db, onDbChange } from '../db';
import { requireAdminSession } from './admin';
import type { MockRequest } from './kit';

const MB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;
/** "Now" for the tests that read timestamps: a local time, as the backend writes DATETIME columns. */
const NOW = new Date('2026-03-14T09:30:15');
const NOW_SQL = '2026-03-14 09:30:15';
const NOW_FORMATTED = 'Mar 14, 2026';

const fileOf = (name: string, type: string, size = 16) => new File([new Uint8Array(size).fill(7)], name, { type });
const svg = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'x.svg', { type: 'image/svg+xml' });

/** How many times the mock data told its listeners (the mock panel) about a write. */
function countWrites() {
  let writes = 0;
  const stop = onDbChange(() => (writes += 1));
  return { writes: () => writes, stop };
}

const admin = (name: EndpointName, form: FormData) => callMock(name, { form, token: DEMO_ADMIN_TOKEN });
const adminJson = (name: EndpointName, json: Record<string, unknown>) =>
  callMock(name, { json, token: DEMO_ADMIN_TOKEN });
const login = (json: Record<string, unknown>) => callMock('adminLogin', { json });
const refusal = (message: string) => ({ status: 200, body: { status: 'error', message } });
const answerOf = async (pending: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await pending;
  return { status, body };
};

afterEach(() => vi.useRealTimers());

describe('admin login (POST /api/admin/login.php)', () => {
  it('answers the demo admin with a token and its identity, and opens a 24-hour admin session', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const writes = countWrites();
    const { status, body } = await login({ email: 'admin@example.com', password: 'Admin@123' });
    writes.stop();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'success',
      message: 'Login successful',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      admin: { id: 1, name: 'Administrator', email: 'admin@example.com', role: 'Super Admin' },
    });
    expect(db().sessions.filter((s) => s.token === body.token)).toEqual([
      { token: body.token, audience: 'admin', account_id: 1, expires_at: NOW.getTime() + DAY },
    ]);
    expect(writes.writes()).toBe(1);
  });

  it('gives every login a session of its own', async () => {
    const first = await login({ email: 'admin@example.com', password: 'Admin@123' });
    const second = await login({ email: 'admin@example.com', password: 'Admin@123' });
    expect(first.body.token).not.toBe(second.body.token);
    const tokens = db().sessions.map((s) => s.token);
    expect(tokens).toContain(first.body.token);
    expect(tokens).toContain(second.body.token);
  });

  it('trims and lower-cases the e-mail', async () => {
    expect((await login({ email: '  Admin@Example.COM ', password: 'Admin@123' })).body).toMatchObject({
      status: 'success',
    });
  });

  it('compares the password exactly as sent: case and spaces count', async () => {
    for (const password of ['admin@123', ' Admin@123', 'Admin@123 ']) {
      expect(await answerOf(login({ email: 'admin@example.com', password }))).toEqual(
        refusal('Invalid email or password'),
      );
    }
  });

  it.each([
    ['no e-mail', { password: 'Admin@123' }],
    ['a blank e-mail', { email: '   ', password: 'Admin@123' }],
    ['no password', { email: 'admin@example.com' }],
    ['an empty password', { email: 'admin@example.com', password: '' }],
    ['nothing', {}],
  ])('refuses %s with "Email and password are required"', async (_, json) => {
    expect(await answerOf(login(json))).toEqual(refusal('Email and password are required'));
  });

  it('refuses an unknown e-mail and a wrong password with the same message, and opens no session', async () => {
    const sessions = db().sessions.length;
    expect(await answerOf(login({ email: 'nobody@example.com', password: 'Admin@123' }))).toEqual(
      refusal('Invalid email or password'),
    );
    expect(await answerOf(login({ email: 'customer@example.com', password: 'Customer@123' }))).toEqual(
      refusal('Invalid email or password'),
    );
    expect(await answerOf(login({ email: 'admin@example.com', password: 'Wrong@123' }))).toEqual(
      refusal('Invalid email or password'),
    );
    expect(db().sessions).toHaveLength(sessions);
  });

  it('issues a token the admin calls accept', async () => {
    const { body } = await login({ email: 'admin@example.com', password: 'Admin@123' });
    const view = await callMock('viewCategory', { query: { id: '1' }, token: body.token as string });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ status: 'success' });
  });
});

describe('the admin bearer (every admin call but the login)', () => {
  const challenge = 'Bearer realm="admin"';

  it('answers a call without a token 401 with a Bearer challenge, and changes nothing', async () => {
    const before = db().categories.length;
    const answer = await callMock('deleteCategory', { json: { id: 1 } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('WWW-Authenticate')).toBe(challenge);
    expect(answer.body).toEqual({ status: 'error', message: 'Admin authentication required. Please log in.' });
    expect(db().categories).toHaveLength(before);
  });

  it("refuses another audience's live token as an expired admin session", async () => {
    const answer = await callMock('viewCategory', { query: { id: '1' }, token: DEMO_VENDOR_TOKEN });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('WWW-Authenticate')).toBe(challenge);
    expect(answer.body).toEqual({
      status: 'error',
      message: 'Your admin session has expired. Please log in again.',
    });
  });

  it('reads only the "Bearer " scheme: any other Authorization counts as no token', async () => {
    const url = new URL('/admin/viewcategory.php?id=1', window.location.href);
    for (const authorization of [`bearer ${DEMO_ADMIN_TOKEN}`, `Basic ${DEMO_ADMIN_TOKEN}`, DEMO_ADMIN_TOKEN]) {
      const response = await fetch(url, { headers: { Authorization: authorization } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        status: 'error',
        message: 'Admin authentication required. Please log in.',
      });
    }
    expect((await fetch(url, { headers: { Authorization: `Bearer ${DEMO_ADMIN_TOKEN}` } })).status).toBe(200);
  });

  it('lets a request with a live admin session through (no answer of its own)', () => {
    const request = (bearer: string | null) => ({ bearer }) as MockRequest;
    expect(requireAdminSession(request(DEMO_ADMIN_TOKEN))).toBeNull();
    expect(requireAdminSession(request(null))?.status).toBe(401);
  });
});

const categoryFields = {
  name: 'Laundry',
  slug: 'laundry',
  description: 'Wash and iron at home.',
  icon: 'shirt',
  sort_order: '2',
  is_featured: '1',
  meta_title: 'Laundry at Home',
  meta_description: 'Pickup and drop in Delhi NCR.',
  status: 'active',
  created_by: '1',
};
const addCategory = (over: Record<string, string | File> = {}) =>
  admin('addCategory', multipart({ ...categoryFields, ...over }));
const addCategoryOnly = (fields: Record<string, string | File>) => admin('addCategory', multipart(fields));

describe('add category (POST /admin/addcategories.php)', () => {
  it('stores every field sent and answers the new row as the lists show it', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const writes = countWrites();
    const { status, body } = await addCategory();
    writes.stop();
    const row: CategoryRecord = {
      id: 16,
      name: 'Laundry',
      slug: 'laundry',
      description: 'Wash and iron at home.',
      icon: 'shirt',
      sort_order: 2,
      is_featured: 1,
      meta_title: 'Laundry at Home',
      meta_description: 'Pickup and drop in Delhi NCR.',
      status: 'active',
      created_by: 1,
      created_at: NOW_SQL,
      updated_at: NOW_SQL,
      image_url: null,
    };
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'success',
      message: 'Category added successfully',
      data: {
        ...row,
        creator_name: 'Administrator',
        created_at_formatted: NOW_FORMATTED,
        updated_at_formatted: NOW_FORMATTED,
        subcategory_count: 0,
        service_count: 0,
      },
    });
    expect(db().categories).toHaveLength(16);
    expect(db().categories.at(-1)).toEqual(row);
    expect(writes.writes()).toBe(1);
  });

  it('takes the §9 defaults when only a name and a slug come: active, sort order 0, not featured, admin 1, icon "tools"', async () => {
    const { body } = await addCategoryOnly({ name: 'Laundry', slug: 'laundry' });
    expect(body.data).toMatchObject({
      description: '',
      icon: 'tools',
      sort_order: 0,
      is_featured: 0,
      meta_title: '',
      meta_description: '',
      status: 'active',
      created_by: 1,
      creator_name: 'Administrator',
      image_url: null,
    });
  });

  it('trims every text field', async () => {
    const { body } = await addCategory({
      name: '  Laundry  ',
      slug: ' laundry ',
      description: ' Wash. ',
      icon: ' shirt ',
      sort_order: ' 4 ',
      meta_title: ' T ',
      meta_description: ' D ',
    });
    expect(body.data).toMatchObject({
      name: 'Laundry',
      slug: 'laundry',
      description: 'Wash.',
      icon: 'shirt',
      sort_order: 4,
      meta_title: 'T',
      meta_description: 'D',
    });
  });

  it('attributes the row to the whole-number created_by sent, else to admin 1', async () => {
    expect((await addCategory({ slug: 'by-seven', created_by: '7' })).body.data).toMatchObject({
      created_by: 7,
      creator_name: 'Unknown',
    });
    expect((await addCategory({ slug: 'by-text', created_by: 'admin' })).body.data).toMatchObject({ created_by: 1 });
    expect((await addCategory({ slug: 'by-blank', created_by: '' })).body.data).toMatchObject({ created_by: 1 });
  });

  it.each([
    ['no name', { name: '' }, 'Category name is required'],
    ['a blank name', { name: '   ' }, 'Category name is required'],
    ['no slug', { slug: '' }, 'Category slug is required'],
    ['a blank slug', { slug: '  ' }, 'Category slug is required'],
  ])('refuses %s', async (_, over, message) => {
    expect(await answerOf(addCategory(over))).toEqual(refusal(message));
    expect(db().categories).toHaveLength(15);
  });

  it('checks the name before the slug', async () => {
    expect((await addCategory({ name: '', slug: '' })).body).toEqual({
      status: 'error',
      message: 'Category name is required',
    });
  });

  it.each(['Laundry', 'laun dry', '-laundry', 'laundry-', 'laun--dry', 'laun_dry', 'laundry!', 'dry-Clean', 'x.y'])(
    'refuses the slug %j: lowercase letters, digits and single inner hyphens only',
    async (slug) => {
      expect(await answerOf(addCategory({ slug }))).toEqual(
        refusal('Slug may contain only lowercase letters, digits and hyphens'),
      );
    },
  );

  it.each(['a', '7', 'laundry', 'dry-clean', 'dry-clean-24x7', 'ab-cd-ef'])('accepts the slug %j', async (slug) => {
    expect((await addCategory({ slug })).body).toMatchObject({ status: 'success', data: { slug } });
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['12', 12],
  ])('stores the sort order %j as %d', async (sort_order, stored) => {
    expect((await addCategory({ sort_order })).body.data).toMatchObject({ sort_order: stored });
  });

  it.each(['-1', '1.5', 'abc', '1e2', '+3'])('refuses the sort order %j', async (sort_order) => {
    expect(await answerOf(addCategory({ sort_order }))).toEqual(
      refusal('Sort order must be a whole number of 0 or more'),
    );
  });

  it.each([
    ['', 'active'],
    ['active', 'active'],
    ['inactive', 'inactive'],
  ])('stores the status %j as %s', async (status, stored) => {
    expect((await addCategory({ status })).body.data).toMatchObject({ status: stored });
  });

  it.each(['deleted', 'Active', 'all'])('refuses the status %j', async (status) => {
    expect(await answerOf(addCategory({ status }))).toEqual(refusal("Status must be 'active' or 'inactive'"));
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['1', 1],
  ])('stores is_featured %j as %d', async (is_featured, stored) => {
    expect((await addCategory({ is_featured })).body.data).toMatchObject({ is_featured: stored });
  });

  it.each(['true', '2', 'yes', '-1'])('refuses is_featured %j', async (is_featured) => {
    expect(await answerOf(addCategory({ is_featured }))).toEqual(refusal('is_featured must be 1 or 0'));
  });

  it('keeps category slugs unique across categories (names may repeat)', async () => {
    expect(await answerOf(addCategory({ name: 'Laundry', slug: 'cleaning' }))).toEqual(
      refusal('A category with this slug already exists'),
    );
    expect((await addCategory({ name: 'Cleaning', slug: 'cleaning-2' })).body).toMatchObject({ status: 'success' });
    // A subcategory's slug is another table's.
    expect((await addCategory({ slug: 'home-deep-cleaning' })).body).toMatchObject({ status: 'success' });
  });

  it('keeps an uploaded image under categories/, named after the slug, and answers its URL', async () => {
    const { body } = await addCategory({ image: fileOf('Photo.PNG', 'image/png', 64) });
    const url = (body.data as CategoryRecord).image_url!;
    expect(url).toMatch(/^\/uploads\/categories\/laundry-[0-9a-f]{8}\.png$/);
    expect(db().categories.at(-1)!.image_url).toBe(url);
    const stored = db().files[url.replace('/uploads/', '')];
    expect(stored).toEqual({ type: 'image/png', data: btoa(String.fromCharCode(...new Uint8Array(64).fill(7))) });
  });

  it.each([
    ['JPEG', 'p.jpg', 'image/jpeg'],
    ['GIF', 'p.gif', 'image/gif'],
    ['WebP', 'p.webp', 'image/webp'],
  ])('accepts a %s image', async (_, name, type) => {
    expect((await addCategory({ image: fileOf(name, type) })).body).toMatchObject({ status: 'success' });
  });

  it.each([
    ['an SVG', svg()],
    ['a text file', fileOf('notes.txt', 'text/plain')],
    ['a BMP', fileOf('p.bmp', 'image/bmp')],
  ])('refuses %s as the image, adding nothing', async (_, image) => {
    expect(await answerOf(addCategory({ image }))).toEqual(refusal('Only JPEG, PNG, GIF and WebP images are allowed'));
    expect(db().categories).toHaveLength(15);
    expect(db().files).toEqual({});
  });

  it('refuses an image one byte over 5 MB', async () => {
    expect(await answerOf(addCategory({ image: fileOf('big.png', 'image/png', 5 * MB + 1) }))).toEqual(
      refusal('Image must be 5 MB or smaller'),
    );
    expect(db().categories).toHaveLength(15);
  });

  it('takes an empty file part as no image', async () => {
    const { body } = await addCategory({ image: new File([], 'empty.txt', { type: 'text/plain' }) });
    expect(body).toMatchObject({ status: 'success', data: { image_url: null } });
    expect(db().files).toEqual({});
  });
});

describe('delete category (DELETE /admin/deletecategory.php)', () => {
  it('deletes the category with its subcategories and their services (ON DELETE CASCADE), nothing else', async () => {
    const before = structuredClone(db());
    const writes = countWrites();
    const answer = await answerOf(adminJson('deleteCategory', { id: 2 }));
    writes.stop();
    expect(answer).toEqual({ status: 200, body: { status: 'success', message: 'Category deleted successfully' } });
    expect(db().categories).toEqual(before.categories.filter((c) => c.id !== 2));
    expect(db().subcategories).toEqual(before.subcategories.filter((s) => s.category_id !== 2));
    expect(db().services).toEqual(before.services.filter((s) => s.category_id !== 2));
    expect(db().subcategories).toHaveLength(47 - 4);
    expect(db().services).toHaveLength(116 - 11);
    expect(writes.writes()).toBe(1);
  });

  it('accepts the id as a numeric string, as PHP reads it', async () => {
    expect((await adminJson('deleteCategory', { id: '3' })).body).toMatchObject({ status: 'success' });
    expect(db().categories.map((c) => c.id)).not.toContain(3);
  });

  it.each([
    ['an unknown id', { id: 999 }],
    ['no id', {}],
    ['a text id', { id: 'cleaning' }],
    ['a null id', { id: null }],
  ])('refuses %s with "Category not found" and deletes nothing', async (_, json) => {
    expect(await answerOf(adminJson('deleteCategory', json))).toEqual(refusal('Category not found'));
    expect(db().categories).toHaveLength(15);
    expect(db().subcategories).toHaveLength(47);
    expect(db().services).toHaveLength(116);
  });
});

/** A category of its own with services whose times and statuses the test chooses. */
function categoryWithServices(services: { id: number; created_at: string; status: 'active' | 'inactive' }[]) {
  const state = db();
  const category: CategoryRecord = {
    ...state.categories[0],
    id: 50,
    name: 'Solar',
    slug: 'solar',
    created_at: '2025-02-03 10:00:00',
    updated_at: '2025-05-06 11:00:00',
  };
  state.categories.push(category);
  const model = state.services[0];
  for (const s of services) {
    state.services.push({ ...model, ...s, name: `Service ${s.id}`, slug: `service-${s.id}`, category_id: 50 });
  }
  return category;
}

describe('view category (GET /admin/viewcategory.php)', () => {
  it('answers the category with its service counts and its five newest services', async () => {
    const category = categoryWithServices([
      { id: 201, created_at: '2025-01-01 09:00:00', status: 'active' },
      { id: 202, created_at: '2025-03-01 09:00:00', status: 'inactive' },
      { id: 203, created_at: '2025-02-01 09:00:00', status: 'active' },
      { id: 204, created_at: '2025-03-01 09:00:00', status: 'active' },
      { id: 205, created_at: '2024-12-31 23:59:59', status: 'inactive' },
      { id: 206, created_at: '2025-04-15 08:00:00', status: 'active' },
      { id: 207, created_at: '2024-06-30 12:00:00', status: 'active' },
    ]);
    const answer = await answerOf(callMock('viewCategory', { query: { id: '50' }, token: DEMO_ADMIN_TOKEN }));
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 'success',
        message: 'Category retrieved successfully',
        data: {
          ...category,
          creator_name: 'Administrator',
          created_at_formatted: 'Feb 03, 2025',
          updated_at_formatted: 'May 06, 2025',
          subcategory_count: 0,
          service_count: 7,
          statistics: { total_services: 7, active_services: 5, inactive_services: 2 },
          recent_services: [
            { id: 206, name: 'Service 206', status: 'active', created_at_formatted: 'Apr 15, 2025' },
            { id: 204, name: 'Service 204', status: 'active', created_at_formatted: 'Mar 01, 2025' },
            { id: 202, name: 'Service 202', status: 'inactive', created_at_formatted: 'Mar 01, 2025' },
            { id: 203, name: 'Service 203', status: 'active', created_at_formatted: 'Feb 01, 2025' },
            { id: 201, name: 'Service 201', status: 'active', created_at_formatted: 'Jan 01, 2025' },
          ],
        },
      },
    });
  });

  it('answers zeros and no recent services for a category without services', async () => {
    categoryWithServices([]);
    const { body } = await callMock('viewCategory', { query: { id: '50' }, token: DEMO_ADMIN_TOKEN });
    expect(body.data).toMatchObject({
      statistics: { total_services: 0, active_services: 0, inactive_services: 0 },
      recent_services: [],
    });
  });

  it('counts only the services of that category', async () => {
    const { body } = await callMock('viewCategory', { query: { id: '3' }, token: DEMO_ADMIN_TOKEN });
    const inactive = db().services.filter((s) => s.category_id === 3 && s.status === 'inactive').length;
    expect(body.data).toMatchObject({
      id: 3,
      name: 'AC Service',
      statistics: { total_services: 8, active_services: 8 - inactive, inactive_services: inactive },
    });
  });

  it('refuses a call without an id with "Category ID is required"', async () => {
    for (const query of [{}, { id: '' }] as Record<string, string>[]) {
      expect(await answerOf(callMock('viewCategory', { query, token: DEMO_ADMIN_TOKEN }))).toEqual(
        refusal('Category ID is required'),
      );
    }
  });

  it.each(['999', 'abc', '1.5', '0'])('refuses the id %j with "Category not found"', async (id) => {
    expect(await answerOf(callMock('viewCategory', { query: { id }, token: DEMO_ADMIN_TOKEN }))).toEqual(
      refusal('Category not found'),
    );
  });
});

const subcategoryFields = {
  category_id: '2',
  name: 'Chimney Repair',
  slug: 'chimney-repair',
  description: 'Cleaning and motor repair of kitchen chimneys.',
  icon: 'fan',
  sort_order: '5',
  is_featured: '1',
  meta_title: 'Chimney Repair at Home',
  meta_description: 'Chimney service in Delhi NCR.',
  status: 'inactive',
  created_by: '1',
};

describe.each(['addSubcategory', 'addSubcategoryAlt'] as const)('%s', (call) => {
  const addSubcategory = (over: Record<string, string | File> = {}) =>
    admin(call, multipart({ ...subcategoryFields, ...over }));

  it('stores every field sent under its category and answers the new row as the lists show it', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const writes = countWrites();
    const { status, body } = await addSubcategory();
    writes.stop();
    const row: SubcategoryRecord = {
      id: 48,
      category_id: 2,
      name: 'Chimney Repair',
      slug: 'chimney-repair',
      description: 'Cleaning and motor repair of kitchen chimneys.',
      icon: 'fan',
      sort_order: 5,
      is_featured: 1,
      meta_title: 'Chimney Repair at Home',
      meta_description: 'Chimney service in Delhi NCR.',
      status: 'inactive',
      created_by: 1,
      created_at: NOW_SQL,
      updated_at: NOW_SQL,
      image: null,
      image_url: null,
    };
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'success',
      message: 'Subcategory added successfully',
      data: {
        ...row,
        category_name: 'Appliance Repair',
        creator_name: 'Administrator',
        created_at_formatted: NOW_FORMATTED,
        updated_at_formatted: NOW_FORMATTED,
      },
    });
    expect(db().subcategories).toHaveLength(48);
    expect(db().subcategories.at(-1)).toEqual(row);
    expect(writes.writes()).toBe(1);
  });

  it('takes the defaults for what is not sent: active, sort order 0, not featured, admin 1, empty texts', async () => {
    const { body } = await admin(call, multipart({ category_id: '2', name: 'Chimney Repair', slug: 'chimney-repair' }));
    expect(body.data).toMatchObject({
      description: '',
      icon: '',
      sort_order: 0,
      is_featured: 0,
      meta_title: '',
      meta_description: '',
      status: 'active',
      created_by: 1,
      image: null,
      image_url: null,
    });
  });

  it.each([
    ['no category', { category_id: '' }, 'Please select a category'],
    ['a text category id', { category_id: 'two' }, 'Please select a category'],
    ['a decimal category id', { category_id: '2.5' }, 'Please select a category'],
    ['an unknown category', { category_id: '999' }, 'The selected category does not exist'],
    ['no name', { name: ' ' }, 'Subcategory name is required'],
    ['no slug', { slug: '' }, 'Subcategory slug is required'],
    ['an upper-case slug', { slug: 'Chimney' }, 'Slug may contain only lowercase letters, digits and hyphens'],
    ['a negative sort order', { sort_order: '-1' }, 'Sort order must be a whole number of 0 or more'],
    ['an unknown status', { status: 'archived' }, "Status must be 'active' or 'inactive'"],
    ['is_featured "on"', { is_featured: 'on' }, 'is_featured must be 1 or 0'],
  ])('refuses %s, adding nothing', async (_, over, message) => {
    expect(await answerOf(addSubcategory(over))).toEqual(refusal(message));
    expect(db().subcategories).toHaveLength(47);
  });

  it('checks the category before the other fields', async () => {
    expect((await addSubcategory({ category_id: '', name: '' })).body).toEqual({
      status: 'error',
      message: 'Please select a category',
    });
    expect((await addSubcategory({ category_id: '999', name: '' })).body).toEqual({
      status: 'error',
      message: 'The selected category does not exist',
    });
  });

  it('keeps slugs unique within a category only', async () => {
    expect(await answerOf(addSubcategory({ category_id: '1', slug: 'kitchen-cleaning' }))).toEqual(
      refusal('A subcategory with this slug already exists in this category'),
    );
    expect((await addSubcategory({ category_id: '2', slug: 'kitchen-cleaning' })).body).toMatchObject({
      status: 'success',
      data: { category_id: 2, slug: 'kitchen-cleaning' },
    });
    expect((await addSubcategory({ category_id: '1', slug: 'window-cleaning' })).body).toMatchObject({
      status: 'success',
      data: { category_id: 1, slug: 'window-cleaning' },
    });
  });

  it('keeps an uploaded image under subcategories/: the row has the file name and its URL', async () => {
    const { body } = await addSubcategory({ image: fileOf('chimney.JPG', 'image/jpeg', 32) });
    const row = body.data as SubcategoryRecord;
    expect(row.image).toMatch(/^chimney-repair-[0-9a-f]{8}\.jpg$/);
    expect(row.image_url).toBe(`/uploads/subcategories/${row.image}`);
    expect(db().files[`subcategories/${row.image}`]).toEqual({
      type: 'image/jpeg',
      data: btoa(String.fromCharCode(...new Uint8Array(32).fill(7))),
    });
  });

  it('accepts an image of exactly 5 MB and refuses one a byte larger', async () => {
    expect((await addSubcategory({ image: fileOf('ok.webp', 'image/webp', 5 * MB) })).body).toMatchObject({
      status: 'success',
    });
    expect(
      await answerOf(addSubcategory({ slug: 'other', image: fileOf('big.gif', 'image/gif', 5 * MB + 1) })),
    ).toEqual(refusal('Image must be 5 MB or smaller'));
    expect(db().subcategories).toHaveLength(48);
  });

  it('refuses an SVG image, adding nothing', async () => {
    expect(await answerOf(addSubcategory({ image: svg() }))).toEqual(
      refusal('Only JPEG, PNG, GIF and WebP images are allowed'),
    );
    expect(db().subcategories).toHaveLength(47);
    expect(db().files).toEqual({});
  });
});

describe('subcategory status (POST /admin/updatesubcategorystatus.php)', () => {
  const set = (json: Record<string, unknown>) => adminJson('updateSubcategoryStatus', json);

  it('switches a subcategory off and on again, stamping updated_at only', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const before = structuredClone(db().subcategories.find((s) => s.id === 3)!);
    const writes = countWrites();
    expect(await answerOf(set({ subcategory_id: 3, status: 'inactive' }))).toEqual({
      status: 200,
      body: { status: 'success', message: 'Status updated successfully' },
    });
    expect(db().subcategories.find((s) => s.id === 3)).toEqual({ ...before, status: 'inactive', updated_at: NOW_SQL });
    expect((await set({ subcategory_id: 3, status: 'active' })).body).toMatchObject({ status: 'success' });
    expect(db().subcategories.find((s) => s.id === 3)!.status).toBe('active');
    writes.stop();
    expect(writes.writes()).toBe(2);
    expect(db().subcategories.filter((s) => s.status === 'inactive')).toEqual([]);
  });

  it('accepts the id as a numeric string', async () => {
    expect((await set({ subcategory_id: '4', status: 'inactive' })).body).toMatchObject({ status: 'success' });
    expect(db().subcategories.find((s) => s.id === 4)!.status).toBe('inactive');
  });

  it.each([['deleted'], ['ACTIVE'], [''], [1], [undefined]])(
    'refuses the status %j, changing nothing',
    async (status) => {
      const before = structuredClone(db().subcategories);
      expect(await answerOf(set({ subcategory_id: 3, status }))).toEqual(
        refusal("Status must be 'active' or 'inactive'"),
      );
      expect(db().subcategories).toEqual(before);
    },
  );

  it('refuses an unknown or missing id with "Subcategory not found"', async () => {
    expect(await answerOf(set({ subcategory_id: 999, status: 'active' }))).toEqual(refusal('Subcategory not found'));
    expect(await answerOf(set({ status: 'active' }))).toEqual(refusal('Subcategory not found'));
  });
});

describe('delete subcategory (POST /admin/deletesubcategory.php)', () => {
  it('deletes the subcategory and its services, and nothing of its siblings', async () => {
    const before = structuredClone(db());
    const writes = countWrites();
    expect(await answerOf(adminJson('deleteSubcategory', { subcategory_id: 2 }))).toEqual({
      status: 200,
      body: { status: 'success', message: 'Subcategory deleted successfully' },
    });
    writes.stop();
    expect(db().subcategories).toEqual(before.subcategories.filter((s) => s.id !== 2));
    expect(db().services).toEqual(before.services.filter((s) => s.subcategory_id !== 2));
    expect(db().services.length).toBeLessThan(before.services.length);
    expect(db().categories).toEqual(before.categories);
    expect(writes.writes()).toBe(1);
  });

  it('accepts the id as a numeric string', async () => {
    expect((await adminJson('deleteSubcategory', { subcategory_id: '5' })).body).toMatchObject({
      status: 'success',
    });
    expect(db().subcategories.map((s) => s.id)).not.toContain(5);
  });

  it.each([
    ['an unknown id', { subcategory_id: 999 }],
    ['no id', {}],
    ['the id under another name', { id: 2 }],
  ])('refuses %s with "Subcategory not found" and deletes nothing', async (_, json) => {
    expect(await answerOf(adminJson('deleteSubcategory', json))).toEqual(refusal('Subcategory not found'));
    expect(db().subcategories).toHaveLength(47);
    expect(db().services).toHaveLength(116);
  });
});

const serviceFields = {
  category_id: '1',
  subcategory_id: '4',
  name: 'Sofa Shampoo',
  slug: 'sofa-shampoo',
  description: 'Shampoo and vacuum of a five-seat sofa.',
  short_description: 'Fabric sofa shampoo at home.',
  base_price: '499.5',
  duration_minutes: '90',
  includes: '["Shampoo","Drying"]',
  excludes: '["Stain removal"]',
  faqs: '[{"question":"Is it safe for velvet?","answer":"Yes."}]',
  sort_order: '3',
  is_featured: '1',
  meta_title: 'Sofa Shampoo at Home',
  meta_description: 'Sofa cleaning in Delhi NCR.',
  status: 'active',
};
const addService = (over: Record<string, string | File> = {}) =>
  admin('addService', multipart({ ...serviceFields, ...over }));

describe('add service (POST /api/admin/services/add.php)', () => {
  it('stores every field sent and answers the new service id', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const writes = countWrites();
    const answer = await answerOf(addService());
    writes.stop();
    expect(answer).toEqual({
      status: 200,
      body: { status: 'success', message: 'Service added successfully', service_id: 117 },
    });
    expect(db().services).toHaveLength(117);
    expect(db().services.at(-1)).toEqual({
      id: 117,
      category_id: 1,
      subcategory_id: 4,
      name: 'Sofa Shampoo',
      slug: 'sofa-shampoo',
      description: 'Shampoo and vacuum of a five-seat sofa.',
      short_description: 'Fabric sofa shampoo at home.',
      image_url: null,
      gallery: [],
      base_price: 499.5,
      original_price: null,
      discount: null,
      rating: null,
      review_count: null,
      duration_minutes: 90,
      includes: ['Shampoo', 'Drying'],
      excludes: ['Stain removal'],
      faqs: [{ question: 'Is it safe for velvet?', answer: 'Yes.' }],
      sort_order: 3,
      is_featured: 1,
      meta_title: 'Sofa Shampoo at Home',
      meta_description: 'Sofa cleaning in Delhi NCR.',
      status: 'active',
      created_at: NOW_SQL,
      updated_at: NOW_SQL,
    } satisfies ServiceRecord);
    expect(writes.writes()).toBe(1);
  });

  it('takes the defaults for what is not sent: 60 minutes, sort order 0, not featured, active, empty lists', async () => {
    const { body } = await admin(
      'addService',
      multipart({ category_id: '1', subcategory_id: '4', name: 'Sofa Shampoo', slug: 'sofa-shampoo', base_price: '0' }),
    );
    expect(body).toMatchObject({ status: 'success' });
    expect(db().services.at(-1)).toMatchObject({
      description: '',
      short_description: '',
      base_price: 0,
      duration_minutes: 60,
      includes: [],
      excludes: [],
      faqs: [],
      sort_order: 0,
      is_featured: 0,
      meta_title: '',
      meta_description: '',
      status: 'active',
      image_url: null,
      gallery: [],
    });
  });

  it.each([
    ['0', 0],
    ['', 0],
    ['yes', 0],
    ['1', 1],
  ])('stores is_featured %j as %d', async (is_featured, stored) => {
    await addService({ is_featured });
    expect(db().services.at(-1)!.is_featured).toBe(stored);
  });

  it.each([
    ['no category', { category_id: '' }, 'Please select a valid category'],
    ['a text category id', { category_id: 'one' }, 'Please select a valid category'],
    ['an unknown category', { category_id: '999' }, 'Please select a valid category'],
    ['no subcategory', { subcategory_id: '' }, 'Please select a valid subcategory'],
    ['an unknown subcategory', { subcategory_id: '999' }, 'Please select a valid subcategory'],
    [
      'a subcategory of another category',
      { subcategory_id: '5' },
      'The subcategory does not belong to the selected category',
    ],
    ['no name', { name: '  ' }, 'Service name is required'],
    ['no slug', { slug: '' }, 'Service slug is required'],
    ['a slug another service has', { slug: '2-bhk-deep-cleaning' }, 'A service with this slug already exists'],
    ['no base price', { base_price: '' }, 'Base price must be a number of 0 or more'],
    ['a blank base price', { base_price: '  ' }, 'Base price must be a number of 0 or more'],
    ['a text base price', { base_price: 'free' }, 'Base price must be a number of 0 or more'],
    ['a negative base price', { base_price: '-0.01' }, 'Base price must be a number of 0 or more'],
    ['an infinite base price', { base_price: 'Infinity' }, 'Base price must be a number of 0 or more'],
    ['a duration under 15', { duration_minutes: '14' }, 'Duration must be at least 15 minutes, in steps of 15'],
    ['a duration of 0', { duration_minutes: '0' }, 'Duration must be at least 15 minutes, in steps of 15'],
    ['a negative duration', { duration_minutes: '-15' }, 'Duration must be at least 15 minutes, in steps of 15'],
    ['a duration off the 15 steps', { duration_minutes: '50' }, 'Duration must be at least 15 minutes, in steps of 15'],
    ['a decimal duration', { duration_minutes: '45.0' }, 'Duration must be at least 15 minutes, in steps of 15'],
    ['a text duration', { duration_minutes: 'an hour' }, 'Duration must be at least 15 minutes, in steps of 15'],
    [
      'a short description of 501 characters',
      { short_description: 'x'.repeat(501) },
      'Short description must be 500 characters or fewer',
    ],
    ['includes that are not JSON', { includes: 'Shampoo, Drying' }, 'Includes and excludes must be JSON lists of text'],
    ['includes as an object', { includes: '{"0":"Shampoo"}' }, 'Includes and excludes must be JSON lists of text'],
    ['includes with a number', { includes: '["Shampoo",2]' }, 'Includes and excludes must be JSON lists of text'],
    ['excludes with a null', { excludes: '[null]' }, 'Includes and excludes must be JSON lists of text'],
    ['excludes as a string', { excludes: '"Stains"' }, 'Includes and excludes must be JSON lists of text'],
    ['FAQs that are not JSON', { faqs: '[{' }, 'FAQs must be a JSON list of question and answer pairs'],
    [
      'an FAQ without an answer',
      { faqs: '[{"question":"Q?"}]' },
      'FAQs must be a JSON list of question and answer pairs',
    ],
    [
      'an FAQ without a question',
      { faqs: '[{"answer":"A."}]' },
      'FAQs must be a JSON list of question and answer pairs',
    ],
    [
      'an FAQ with a numeric answer',
      { faqs: '[{"question":"Q?","answer":2}]' },
      'FAQs must be a JSON list of question and answer pairs',
    ],
    ['an FAQ that is text', { faqs: '["Q?"]' }, 'FAQs must be a JSON list of question and answer pairs'],
    ['a null FAQ', { faqs: '[null]' }, 'FAQs must be a JSON list of question and answer pairs'],
    [
      'a good FAQ beside a bad one',
      { faqs: '[{"question":"Q?","answer":"A."},{"question":"Q2?"}]' },
      'FAQs must be a JSON list of question and answer pairs',
    ],
    ['a negative sort order', { sort_order: '-2' }, 'Sort order must be a whole number of 0 or more'],
    ['a decimal sort order', { sort_order: '0.5' }, 'Sort order must be a whole number of 0 or more'],
    ['an unknown status', { status: 'draft' }, "Status must be 'active' or 'inactive'"],
  ])('refuses %s, adding nothing', async (_, over, message) => {
    expect(await answerOf(addService(over))).toEqual(refusal(message));
    expect(db().services).toHaveLength(116);
  });

  it.each([
    ['a price of 0', { base_price: '0' }, { base_price: 0 }],
    ['a price in paise', { base_price: '1999.99' }, { base_price: 1999.99 }],
    ['15 minutes', { duration_minutes: '15' }, { duration_minutes: 15 }],
    ['30 minutes', { duration_minutes: '30' }, { duration_minutes: 30 }],
    ['a whole day', { duration_minutes: '1440' }, { duration_minutes: 1440 }],
    ['a short description of 500 characters', { short_description: 'x'.repeat(500) }, {}],
    ['empty lists', { includes: '[]', excludes: '[]', faqs: '[]' }, { includes: [], excludes: [], faqs: [] }],
    ['lists not sent', { includes: '', excludes: '', faqs: '' }, { includes: [], excludes: [], faqs: [] }],
    ['an inactive status', { status: 'inactive' }, { status: 'inactive' }],
    ['a slug a category has', { slug: 'cleaning' }, { slug: 'cleaning' }],
  ])('accepts %s', async (_, over, stored) => {
    expect((await addService(over)).body).toMatchObject({ status: 'success' });
    expect(db().services.at(-1)).toMatchObject(stored);
  });

  it('counts the short description after trimming', async () => {
    expect((await addService({ short_description: ` ${'x'.repeat(500)} ` })).body).toMatchObject({
      status: 'success',
    });
    expect(db().services.at(-1)!.short_description).toBe('x'.repeat(500));
  });

  it('keeps the main image and the gallery (gallery[0..n], in order) under services/', async () => {
    const form = multipart({
      ...serviceFields,
      image: fileOf('main.png', 'image/png', 10),
      'gallery[0]': fileOf('first.jpg', 'image/jpeg', 11),
      'gallery[1]': fileOf('second.gif', 'image/gif', 12),
      'gallery[10]': fileOf('eleventh.webp', 'image/webp', 13),
    });
    expect((await admin('addService', form)).body).toMatchObject({ status: 'success' });
    const row = db().services.at(-1)!;
    expect(row.image_url).toMatch(/^\/uploads\/services\/sofa-shampoo-[0-9a-f]{8}\.png$/);
    expect(row.gallery).toEqual([
      expect.stringMatching(/^\/uploads\/services\/sofa-shampoo-gallery-0-[0-9a-f]{8}\.jpg$/),
      expect.stringMatching(/^\/uploads\/services\/sofa-shampoo-gallery-1-[0-9a-f]{8}\.gif$/),
      expect.stringMatching(/^\/uploads\/services\/sofa-shampoo-gallery-2-[0-9a-f]{8}\.webp$/),
    ]);
    const types = [row.image_url!, ...row.gallery].map((url) => db().files[url.replace('/uploads/', '')]?.type);
    expect(types).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
  });

  it('reads only parts named gallery[<number>] with a non-empty file as gallery pictures', async () => {
    const form = multipart({
      ...serviceFields,
      gallery: svg(),
      'gallery[]': svg(),
      'gallery[x]': svg(),
      'my-gallery[0]': svg(),
      'gallery[0]x': svg(),
      'gallery[1]': 'not a file',
      'gallery[2]': new File([], 'empty.png', { type: 'image/png' }),
    });
    expect((await admin('addService', form)).body).toMatchObject({ status: 'success' });
    expect(db().services.at(-1)!.gallery).toEqual([]);
    expect(db().files).toEqual({});
  });

  it.each([
    ['an SVG main image', { image: svg() }, 'Service images must be JPEG, PNG, GIF or WebP files'],
    ['an SVG in the gallery', { 'gallery[0]': svg() }, 'Service images must be JPEG, PNG, GIF or WebP files'],
    [
      'a PDF in the gallery after a good picture',
      { 'gallery[0]': fileOf('a.png', 'image/png'), 'gallery[1]': fileOf('b.pdf', 'application/pdf') },
      'Service images must be JPEG, PNG, GIF or WebP files',
    ],
    [
      'a main image a byte over 5 MB',
      { image: fileOf('big.jpg', 'image/jpeg', 5 * MB + 1) },
      'Each service image must be 5 MB or smaller',
    ],
    [
      'a gallery picture a byte over 5 MB',
      { 'gallery[3]': fileOf('big.png', 'image/png', 5 * MB + 1) },
      'Each service image must be 5 MB or smaller',
    ],
  ])('refuses %s, adding and keeping nothing', async (_, over, message) => {
    expect(await answerOf(addService(over))).toEqual(refusal(message));
    expect(db().services).toHaveLength(116);
    expect(db().files).toEqual({});
  });

  it('accepts a main image and gallery pictures of exactly 5 MB', async () => {
    const over = { image: fileOf('a.png', 'image/png', 5 * MB), 'gallery[0]': fileOf('b.webp', 'image/webp', 5 * MB) };
    expect((await addService(over)).body).toMatchObject({ status: 'success' });
    expect(db().services.at(-1)!.gallery).toHaveLength(1);
  });
});
