/**
 * Calls the backend the way the app does and checks every answer against the response schemas of
 * src/api/schemas.ts. Read-only: it never creates, changes or deletes anything. Logins run only when
 * credentials are given (CONTRACT_CUSTOMER=email:password, CONTRACT_VENDOR=…, CONTRACT_ADMIN=…).
 *
 *   npm run check:contract                                                  # against the mock backend
 *   CONTRACT_TARGET=real VITE_API_BASE_URL=https://api.example.in \
 *     CONTRACT_CUSTOMER='someone@example.in:secret' npm run check:contract   # against a real server
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import * as admin from '../../src/api/admin';
import * as catalogue from '../../src/api/catalogue';
import { config } from '../../src/api/config';
import * as customer from '../../src/api/customer';
import * as maps from '../../src/api/maps';
import { assertFitsContract } from '../../src/api/schemas';
import * as vendor from '../../src/api/vendor';
import { buildHandlers } from '../../mocks/handlers';
import { DEMO_ACCOUNTS } from '../../fixtures/seed';

const real = process.env.CONTRACT_TARGET === 'real';
const mock = real ? null : setupServer(...buildHandlers());

function credentials(variable: string, demo: { email: string; password: string }) {
  const raw = process.env[variable];
  if (!raw) return real ? null : demo;
  const at = raw.indexOf(':');
  if (at < 1) throw new Error(`${variable} must be "email:password"`);
  return { email: raw.slice(0, at), password: raw.slice(at + 1) };
}
const customerLogin = credentials('CONTRACT_CUSTOMER', DEMO_ACCOUNTS.customer);
const vendorAccount = credentials('CONTRACT_VENDOR', DEMO_ACCOUNTS.vendor);
const adminAccount = credentials('CONTRACT_ADMIN', DEMO_ACCOUNTS.admin);

beforeAll(() => mock?.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock?.close());

const fits = (name: Parameters<typeof assertFitsContract>[0], answer: unknown) => {
  expect(() => assertFitsContract(name, answer)).not.toThrow();
  return answer;
};

describe(`§7 contract against ${real ? config.apiBaseUrl || 'this origin' : 'the mock backend'}`, () => {
  it('answers the connectivity check with HTTP 200', async () => {
    expect(await customer.testConnection()).toBe(200);
  });

  it('lists the catalogue as the customer site reads it', async () => {
    const categories = await catalogue.listCategories();
    fits('listCategories', categories);
    expect(categories.status).toBe('success');
    const first = categories.data?.[0];
    if (!first) return;
    const subcategories = await catalogue.getSubcategories({ category_id: first.id });
    fits('getSubcategories', subcategories);
    fits('listServices', await catalogue.listServices({ category_id: first.id }));
    fits('listSubcategoryOptions', await catalogue.listSubcategoryOptions(first.id));
  });

  it('lists categories as the admin list reads them, with the pagination object', async () => {
    const page = await catalogue.listCategories({ page: 1, limit: 10 });
    fits('listCategories', page);
    expect(page.pagination).toMatchObject({ current_page: 1, per_page: 10 });
    fits('getCategoryNames', await catalogue.getCategoryNames());
    fits('listCategoryOptions', await catalogue.listCategoryOptions());
    const id = page.data?.[0]?.id;
    if (id !== undefined) fits('viewCategory', await admin.viewCategory(id));
  });

  it.runIf(customerLogin)('logs a customer in, validates and ends the session', async () => {
    const login = await customer.login({ ...customerLogin!, rememberMe: false });
    fits('login', login);
    expect(login.status).toBe('success');
    fits('validateSession', await customer.validateSession(login.session_token!));
    await customer.logout(login.session_token!);
  });

  it.runIf(vendorAccount)('logs a vendor in and reads the vendor data', async () => {
    const login = await vendor.vendorLogin({ ...vendorAccount!, rememberMe: false });
    fits('vendorLogin', login);
    fits('vendorData', await vendor.getVendorData(login.token!));
  });

  it.runIf(adminAccount)('logs an admin in', async () => {
    fits('adminLogin', await admin.adminLogin(adminAccount!.email, adminAccount!.password));
  });

  it.runIf(!real || config.mapsApiKey)('reverse-geocodes a point in New Delhi', async () => {
    const answer = await maps.reverseGeocode(28.6139, 77.209);
    fits('reverseGeocode', answer);
    expect(maps.cityFromGeocode(answer)).toBeTruthy();
  });
});
