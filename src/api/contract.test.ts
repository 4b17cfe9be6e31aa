/**
 * The wire contract of SPEC §7, call by call: each client function must send exactly this method, path and
 * body kind (written out here on purpose: a change to the endpoint table fails this test) and exactly the fields
 * of the request table (src/api/requests.ts, the one list of §7's request fields), and the mock backend's answer
 * must fit the response schema.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { recordWire, formFields, type WireRequest } from '../test/wire';
import * as admin from './admin';
import * as catalogue from './catalogue';
import { config } from './config';
import * as customer from './customer';
import { endpointNames, endpoints, type EndpointName } from './endpoints';
import { requestSchemas, wireFieldNames } from './requests';
import { describeProblem, problemsOf } from './problems';
import * as maps from './maps';
import { contractReport } from './schemas';
import * as vendor from './vendor';
import { ADMIN_SESSION_KEY } from '../lib/adminSession';
import { demoAdminSessionValue } from '../test/demoSessions';
import { answerOf } from '../test/answerOf';
import type { Ok } from './outcome';
import { categoryBody, serviceBody, subcategoryBody, type ServiceForm } from '../test/adminBodies';
import { registerUserForm, registerVendorForm } from './formData';

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'photo.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });

async function customerToken() {
  const res = await answerOf(
    customer.login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }),
  );
  return res.session_token!;
}
async function vendorToken() {
  const res = await answerOf(
    vendor.vendorLogin({ email: 'vendor@example.com', password: 'Vendor@123', rememberMe: false }),
  );
  return res.token!;
}
const otpOf = (email: string) => db().outbox.find((mail) => mail.to === email)!.code;

const category = {
  name: 'Solar Panel Care',
  slug: 'solar-panel-care',
  description: 'Cleaning and checks for rooftop solar panels.',
  icon: 'sun',
  sort_order: 3,
  is_featured: true,
  meta_title: 'Solar Panel Cleaning',
  meta_description: 'Rooftop solar cleaning at home.',
  status: 'active' as const,
  image: png(),
};

interface Case {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path (and host, for the maps service) exactly as §7 gives it, under the default bases. */
  url: string;
  /** How the fields travel: a JSON body, a multipart body, the query string, or no fields at all. */
  body: 'json' | 'multipart' | 'query' | 'none';
  /** Optional fields of the request table (src/api/requests.ts) this case leaves out. */
  omit?: string[];
  /** How many of a repeated field (`gallery[]`) this case sends. */
  repeat?: Record<string, number>;
  /** The `action` value that tells calls sharing one PHP script apart. */
  action?: string;
  bearer?: boolean;
  credentials?: boolean;
  run: () => Promise<unknown>;
  /** The success answer of the mock; false for calls whose answer §7 does not read. */
  expectSuccess?: boolean;
}

const CASES: Record<EndpointName, Case> = {
  login: {
    method: 'POST',
    action: 'login',
    url: '/api/user/login.php',
    body: 'json',
    run: () => customer.login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: true }),
  },
  testConnection: {
    method: 'POST',
    action: 'test',
    url: '/api/user/login.php',
    body: 'json',
    run: () => customer.testConnection(),
    expectSuccess: false,
  },
  validateSession: {
    method: 'POST',
    action: 'validateSession',
    url: '/api/user/login.php',
    body: 'json',
    run: async () => customer.validateSession(await customerToken()),
  },
  logout: {
    method: 'POST',
    action: 'logout',
    url: '/api/user/login.php',
    body: 'json',
    run: async () => customer.logout(await customerToken()),
    expectSuccess: false,
  },
  sendOtp: {
    method: 'POST',
    action: 'sendOtp',
    url: '/api/user/register.php',
    body: 'json',
    run: () => customer.sendOtp('new.customer@example.in'),
  },
  verifyOtp: {
    method: 'POST',
    action: 'verifyOtp',
    url: '/api/user/register.php',
    body: 'json',
    run: async () => {
      await answerOf(customer.sendOtp('new.customer@example.in'));
      return customer.verifyOtp('new.customer@example.in', otpOf('new.customer@example.in'));
    },
  },
  registerUser: {
    method: 'POST',
    action: 'registerUser',
    url: '/api/user/register.php',
    body: 'multipart',
    run: async () => {
      const email = 'anita.verma@example.in';
      await answerOf(customer.sendOtp(email));
      await answerOf(customer.verifyOtp(email, otpOf(email)));
      return customer.registerUser(
        registerUserForm({
          name: 'Anita Verma',
          email,
          phone: '9812345678',
          password: 'Secure@123',
          address: '12 Park Street',
          city: 'Noida',
          state: 'Uttar Pradesh',
          pincode: '201301',
          landmark: 'Near Sector 18 Metro',
          profile_image: png(),
        }),
      );
    },
  },
  createBooking: {
    method: 'POST',
    url: '/api/user/bookings/create.php',
    body: 'json',
    bearer: true,
    run: async () => {
      const token = await customerToken();
      const service = db().services.find((s) => s.status === 'active')!;
      return customer.createBooking(token, {
        user_id: 1,
        service_id: service.id,
        category_id: service.category_id,
        subcategory_id: service.subcategory_id,
        service_name: service.name,
        service_price: service.base_price,
        total_amount: service.base_price,
        service_address: '42, Block C, Lajpat Nagar',
        service_latitude: 28.57,
        service_longitude: 77.24,
        pincode: '110024',
        scheduled_date: '2099-01-15',
        scheduled_time: '10:00',
        special_instructions: 'Ring the bell once.',
        payment_method: 'cash',
      });
    },
  },
  listCategories: {
    method: 'GET',
    url: '/api/admin/listcategories.php',
    body: 'query',
    run: () => catalogue.listCategories({ page: 1, limit: 10, status: 'active', is_featured: '1', search: 'a' }),
  },
  getSubcategories: {
    method: 'GET',
    url: '/api/admin/getsubcategories.php',
    body: 'query',
    omit: ['page', 'limit', 'status', 'search'], // the customer side's query
    run: () => catalogue.getSubcategories({ category_id: 1 }),
  },
  listServices: {
    method: 'GET',
    url: '/api/admin/listservices.php',
    body: 'query',
    omit: ['status'], // admin lists only
    run: () => catalogue.listServices({ category_id: 1, subcategory_id: 1, search: 'clean' }),
  },
  getCategoryNames: {
    method: 'GET',
    url: '/admin/getcategories.php',
    body: 'none',
    run: () => catalogue.getCategoryNames(),
  },
  listCategoryOptions: {
    method: 'GET',
    url: '/api/admin/categories/list.php',
    body: 'none',
    run: () => catalogue.listCategoryOptions(),
  },
  listSubcategoryOptions: {
    method: 'GET',
    url: '/api/admin/subcategories/list.php',
    body: 'query',
    run: () => catalogue.listSubcategoryOptions(2),
  },
  vendorData: {
    method: 'GET',
    url: '/api/vendor/vendor-data.php',
    body: 'none',
    bearer: true,
    credentials: true,
    run: async () => vendor.getVendorData(await vendorToken()),
  },
  vendorLogout: {
    method: 'POST',
    url: '/api/vendor/logout.php',
    body: 'none',
    bearer: true,
    credentials: true,
    run: async () => vendor.vendorLogout(await vendorToken()),
    expectSuccess: false,
  },
  vendorSendOtp: {
    method: 'POST',
    action: 'sendOtp',
    url: '/vendor/register.php',
    body: 'json',
    run: () => vendor.vendorSendOtp('  New.Vendor@Example.in '),
  },
  vendorVerifyOtp: {
    method: 'POST',
    action: 'verifyOtp',
    url: '/vendor/register.php',
    body: 'json',
    run: async () => {
      await answerOf(vendor.vendorSendOtp('new.vendor@example.in'));
      return vendor.vendorVerifyOtp('new.vendor@example.in', otpOf('new.vendor@example.in'));
    },
  },
  registerVendor: {
    method: 'POST',
    action: 'registerVendor',
    url: '/vendor/register.php',
    body: 'multipart',
    run: async () => {
      const email = 'suresh.yadav@example.in';
      await answerOf(vendor.vendorSendOtp(email));
      await answerOf(vendor.vendorVerifyOtp(email, otpOf(email)));
      return vendor.registerVendor(
        registerVendorForm({
          firstName: 'Suresh',
          lastName: 'Yadav',
          email,
          phone: '9898989898',
          password: 'Vendor@456',
          businessName: 'Yadav Electricals',
          businessType: 'individual',
          experience: '6-10',
          address: '22 Sector 15',
          city: 'Faridabad',
          state: 'Haryana',
          zipCode: '121007',
          serviceRadius: 12,
          services: [1, 2],
          profileImage: png(),
          idProof: pdf(),
          businessLicense: pdf(),
          insurance: pdf(),
        }),
      );
    },
  },
  vendorLogin: {
    method: 'POST',
    url: '/vendor/login.php',
    body: 'json',
    run: () => vendor.vendorLogin({ email: 'vendor@example.com', password: 'Vendor@123', rememberMe: true }),
  },
  adminLogin: {
    method: 'POST',
    url: '/api/admin/login.php',
    body: 'json',
    run: () => admin.adminLogin('admin@example.com', 'Admin@123'),
  },
  addCategory: {
    method: 'POST',
    bearer: true, // the admin token (docs/decisions.md)
    url: '/admin/addcategories.php',
    body: 'multipart',
    run: () => admin.addCategory(categoryBody(category)),
  },
  deleteCategory: {
    method: 'DELETE',
    bearer: true, // the admin token (docs/decisions.md)
    url: '/admin/deletecategory.php',
    body: 'json',
    run: () => admin.deleteCategory(3),
  },
  viewCategory: {
    method: 'GET',
    bearer: true, // the admin token (docs/decisions.md)
    url: '/admin/viewcategory.php',
    body: 'query',
    run: () => admin.viewCategory(2),
  },
  addSubcategory: {
    method: 'POST',
    bearer: true, // the admin token (docs/decisions.md)
    url: '/admin/addsubcategories.php',
    body: 'multipart',
    run: () =>
      admin.addSubcategory(
        subcategoryBody({ ...category, category_id: 1, name: 'Office Cleaning', slug: 'office-cleaning' }),
      ),
  },
  addSubcategoryAlt: {
    method: 'POST',
    bearer: true, // the admin token (docs/decisions.md)
    url: '/api/admin/subcategories/add.php',
    body: 'multipart',
    run: () =>
      admin.addSubcategoryAlt(
        subcategoryBody({ ...category, category_id: 1, name: 'Office Cleaning', slug: 'office-cleaning' }),
      ),
  },
  updateSubcategoryStatus: {
    method: 'POST',
    bearer: true, // the admin token (docs/decisions.md)
    url: '/admin/updatesubcategorystatus.php',
    body: 'json',
    run: () => admin.updateSubcategoryStatus(1, 'inactive'),
  },
  deleteSubcategory: {
    method: 'POST',
    bearer: true, // the admin token (docs/decisions.md)
    url: '/admin/deletesubcategory.php',
    body: 'json',
    run: () => admin.deleteSubcategory(2),
  },
  addService: {
    method: 'POST',
    repeat: { gallery: 2 },
    bearer: true, // the admin token (docs/decisions.md)
    url: '/api/admin/services/add.php',
    body: 'multipart',
    run: () =>
      admin.addService(
        serviceBody({
          category_id: 1,
          subcategory_id: 1,
          name: 'Studio Apartment Cleaning',
          slug: 'studio-apartment-cleaning',
          description: 'Deep cleaning for studio apartments.',
          short_description: 'Studio deep clean.',
          image: png(),
          gallery: [png(), png()],
          base_price: 1999.5,
          duration_minutes: 180,
          includes: ['Floor scrubbing', 'Kitchen degreasing'],
          excludes: ['Wall painting'],
          faqs: [{ question: 'Do you bring supplies?', answer: 'Yes, all of them.' }],
          sort_order: 0,
          is_featured: false,
          meta_title: 'Studio Cleaning',
          meta_description: 'Studio apartment deep cleaning.',
          status: 'active',
        }),
      ),
  },
  reverseGeocode: {
    method: 'GET',
    url: 'https://maps.googleapis.com/maps/api/geocode/json',
    body: 'query',
    // The key rides along only when VITE_MAPS_API_KEY is set; the mock answers without one.
    omit: config.mapsApiKey ? [] : ['key'],
    run: () => maps.reverseGeocode(28.4595, 77.0266),
  },
};

/** What the sent fields break of their types in the request table, `action` aside. */
function requestProblems(name: EndpointName, sent: WireRequest): string[] {
  const values: Record<string, unknown> = {};
  if (sent.json) Object.assign(values, sent.json);
  sent.form?.forEach((value, key) => {
    const repeated = /^(\w+)\[\d+\]$/.exec(key);
    if (repeated) ((values[`${repeated[1]}[]`] ??= []) as unknown[]).push(value);
    else values[key] = value;
  });
  sent.url.searchParams.forEach((value, key) => (values[key] = value));
  delete values.action;
  return problemsOf(requestSchemas[name], values).map(describeProblem);
}

const pathOf = (req: WireRequest, url: string) =>
  url.startsWith('http') ? `${req.url.origin}${req.url.pathname}` : req.url.pathname;

// Admin calls carry the admin token: the demo admin's seeded session.
beforeEach(() => window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue()));

describe('every call of SPEC §7', () => {
  it('has a contract case for each row of the endpoint table, 30 in all', () => {
    expect(Object.keys(CASES).sort()).toEqual([...endpointNames].sort());
    expect(endpointNames).toHaveLength(30);
  });

  it.each(endpointNames)('%s sends the §7 request and gets an answer that fits the contract', async (name) => {
    const spec = CASES[name];
    const wire = recordWire();
    const outcome = await spec.run();
    // What the server's body held, as the app's outcome carries it (src/api/outcome.ts).
    const response = spec.expectSuccess === false ? outcome : (outcome as Ok<unknown>).answer;
    await wire.flush();
    wire.stop();
    const sent = wire.last();

    expect(sent.method).toBe(spec.method);
    expect(pathOf(sent, spec.url)).toBe(spec.url);
    expect(endpoints[name].method).toBe(spec.method);

    // The fields the request table (src/api/requests.ts) gives this call, less what the case leaves out.
    const fields = wireFieldNames(name, { omit: spec.omit, repeat: spec.repeat });
    expect(endpoints[name].body).toBe(spec.body);
    if (spec.body === 'json') {
      expect(sent.contentType).toContain('application/json');
      expect(Object.keys(sent.json ?? {}).sort()).toEqual([...fields].sort());
    } else if (spec.body === 'multipart') {
      expect(sent.contentType).toContain('multipart/form-data');
      // In the order the table gives them.
      expect(Object.keys(formFields(sent.form))).toEqual(fields);
    } else {
      expect(sent.json).toBeNull();
      expect(sent.form).toBeNull();
    }
    expect([...sent.url.searchParams.keys()].sort()).toEqual(spec.body === 'query' ? [...fields].sort() : []);
    // …and each value has the type the table gives it.
    expect(requestProblems(name, sent)).toEqual([]);
    expect(sent.headers.get('Authorization')?.startsWith('Bearer ') ?? false).toBe(Boolean(spec.bearer));
    expect(sent.credentials).toBe(spec.credentials ? 'include' : 'same-origin');
    const action = spec.body === 'multipart' ? sent.form?.get('action') : sent.json?.action;
    expect(action ?? undefined).toBe(spec.action);

    if (spec.expectSuccess !== false) {
      expect(outcome).toMatchObject({ kind: 'ok' });
      expect(response).toMatchObject({ status: name === 'reverseGeocode' ? 'OK' : 'success' });
    }
    expect(contractReport(name, response).failures).toEqual([]);
  });
});

describe('the other query of a shared list call', () => {
  it.each([
    ['listCategories, customer side: no query at all', () => catalogue.listCategories(), []],
    [
      'getSubcategories, admin list: every field of the request table',
      () => catalogue.getSubcategories({ category_id: 1, page: 2, limit: 25, status: 'inactive', search: 'deep' }),
      wireFieldNames('getSubcategories'),
    ],
  ] as const)('%s', async (_title, run, keys) => {
    const wire = recordWire();
    const outcome = await run();
    wire.stop();
    expect([...wire.last().url.searchParams.keys()].sort()).toEqual([...keys].sort());
    expect(outcome).toMatchObject({ kind: 'ok', answer: { status: 'success' } });
  });
});

describe('field values on the wire', () => {
  it('sends actions, booleans and lists the way the PHP scripts read them', async () => {
    const wire = recordWire();
    await answerOf(
      admin.addService(
        serviceBody({
          ...((): ServiceForm => ({
            category_id: 1,
            subcategory_id: 1,
            name: 'Balcony Cleaning',
            slug: 'balcony-cleaning',
            description: '',
            short_description: '',
            gallery: [],
            base_price: 499,
            duration_minutes: 60,
            includes: ['Grill wiping'],
            excludes: [],
            faqs: [{ question: 'Q?', answer: 'A.' }],
            sort_order: 0,
            is_featured: true,
            meta_title: '',
            meta_description: '',
            status: 'inactive',
          }))(),
        }),
      ),
    );
    await answerOf(admin.addCategory(categoryBody({ ...category, is_featured: false, image: null })));
    await answerOf(vendor.vendorSendOtp('  Mixed.Case@Example.IN '));
    await wire.flush();
    wire.stop();
    const [service, cat, otp] = wire.requests;
    expect(formFields(service.form)).toMatchObject({
      includes: '["Grill wiping"]',
      excludes: '[]',
      faqs: '[{"question":"Q?","answer":"A."}]',
      is_featured: '1',
      status: 'inactive',
    });
    expect(formFields(cat.form)).toMatchObject({ is_featured: '0', created_by: '1', sort_order: '3' });
    expect(formFields(cat.form)).not.toHaveProperty('image');
    expect(otp.json).toEqual({ action: 'sendOtp', email: 'mixed.case@example.in' });
  });

  it('sends the vendor services as a JSON list of ids', async () => {
    const wire = recordWire();
    await answerOf(
      vendor.registerVendor(
        registerVendorForm({
          firstName: 'A',
          lastName: 'B',
          email: 'a.b@example.in',
          phone: '9000000000',
          password: 'Password1',
          businessName: 'AB',
          businessType: 'company',
          experience: '2-5',
          address: 'x',
          city: 'Noida',
          state: 'Uttar Pradesh',
          zipCode: '201301',
          serviceRadius: 10,
          services: [4, 9, 16],
        }),
      ),
    );
    await wire.flush();
    wire.stop();
    expect(formFields(wire.last().form)).toMatchObject({
      action: 'registerVendor',
      services: '[4,9,16]',
      serviceRadius: '10',
    });
  });
});
