/**
 * Issue 9 "Uploads": the mock backend refuses a wrong file type or an oversize file with a JSON error, as the PHP
 * upload checks would (2 MB profile images, 5 MB documents, 5 MB admin images; SVG never); calls that carry files
 * have their own, longer timeout in the endpoint table.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as admin from '../src/api/admin';
import * as customer from '../src/api/customer';
import * as vendor from '../src/api/vendor';
import { endpointNames, endpoints, UPLOAD_TIMEOUT_MS, type EndpointDef } from '../src/api/endpoints';
import { DEFAULT_TIMEOUT_MS } from '../src/api/http';
import { ADMIN_SESSION_KEY } from '../src/lib/adminSession';
import { demoAdminSessionValue } from '../src/test/demoSessions';
import { NEW_CUSTOMER_EMAIL, newCustomer } from '../src/test/sampleCustomer';
import { UPLOAD_LIMITS, UPLOADS, uploadProblem } from '../src/lib/fileTypes';

const ACCEPT_IMAGES = UPLOADS.adminImage.accept;
const ACCEPT_DOCUMENTS = UPLOADS.document.accept;
import { db } from './db';
import { answerOf } from '../src/test/answerOf';
import { categoryBody, serviceBody } from '../src/test/adminBodies';
import { registerUserForm, registerVendorForm } from '../src/api/formData';

const MB = 1024 * 1024;
const fileOf = (name: string, type: string, size = 16) => new File([new Uint8Array(size)], name, { type });
const svg = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
    type: 'image/svg+xml',
  });
const otpOf = (email: string) => db().outbox.find((mail) => mail.to === email)!.code;

beforeEach(() => window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue()));

describe('the file types the inputs accept', () => {
  it('are JPEG, PNG, WebP and GIF for images; PDF, JPG and PNG for documents', () => {
    expect(ACCEPT_IMAGES.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
    );
    expect(ACCEPT_IMAGES).not.toMatch(/svg|image\/\*/);
    expect(ACCEPT_DOCUMENTS.split(',')).toEqual(expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/png']));
    expect(uploadProblem([fileOf('a.webp', 'image/webp')], 'adminImage')).toBeNull();
    expect(uploadProblem([svg()], 'adminImage')).not.toBeNull();
    expect(uploadProblem([fileOf('a.bmp', 'image/bmp')], 'adminImage')).not.toBeNull();
    expect(uploadProblem([fileOf('photo.JPG', '')], 'adminImage')).toBeNull(); // no MIME type from the browser: the extension
    expect(uploadProblem([fileOf('id.pdf', 'application/pdf')], 'document')).toBeNull();
    expect(uploadProblem([fileOf('id.gif', 'image/gif')], 'document')).not.toBeNull();
  });
});

describe('calls that carry files', () => {
  it('are the multipart calls, with a timeout longer than the 30 s default', () => {
    const multipart = endpointNames.filter((name) => endpoints[name].body === 'multipart');
    expect(multipart).toHaveLength(6);
    for (const name of multipart) expect((endpoints[name] as EndpointDef).timeoutMs).toBe(UPLOAD_TIMEOUT_MS);
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(DEFAULT_TIMEOUT_MS);
  });
});

describe('the mock backend refuses', () => {
  const category = {
    name: 'Laundry',
    slug: 'laundry',
    description: '',
    icon: '',
    sort_order: 0,
    is_featured: false,
    meta_title: '',
    meta_description: '',
    status: 'active' as const,
  };

  it('an SVG or oversize category image; accepts 5 MB exactly', async () => {
    expect(await answerOf(admin.addCategory(categoryBody({ ...category, image: svg() })))).toEqual({
      status: 'error',
      message: 'Only JPEG, PNG, GIF and WebP images are allowed',
    });
    expect(
      await answerOf(
        admin.addCategory(categoryBody({ ...category, image: fileOf('big.png', 'image/png', 5 * MB + 1) })),
      ),
    ).toEqual({
      status: 'error',
      message: 'Image must be 5 MB or smaller',
    });
    expect(UPLOAD_LIMITS.adminImage).toBe(5 * MB);
    expect(
      await answerOf(admin.addCategory(categoryBody({ ...category, image: fileOf('ok.webp', 'image/webp', 5 * MB) }))),
    ).toMatchObject({
      status: 'success',
    });
  });

  it('an SVG or oversize service image, in the main image or the gallery', async () => {
    const service = {
      category_id: 1,
      subcategory_id: db().subcategories.find((s) => s.category_id === 1)!.id,
      name: 'Sofa Shampoo',
      slug: 'sofa-shampoo',
      description: '',
      short_description: '',
      base_price: 499,
      duration_minutes: 60,
      includes: [],
      excludes: [],
      faqs: [],
      sort_order: 0,
      is_featured: false,
      meta_title: '',
      meta_description: '',
      status: 'active' as const,
    };
    expect(await answerOf(admin.addService(serviceBody({ ...service, image: svg(), gallery: [] })))).toEqual({
      status: 'error',
      message: 'Service images must be JPEG, PNG, GIF or WebP files',
    });
    expect(
      await answerOf(
        admin.addService(serviceBody({ ...service, gallery: [fileOf('g.png', 'image/png', 5 * MB + 1)] })),
      ),
    ).toEqual({
      status: 'error',
      message: 'Each service image must be 5 MB or smaller',
    });
  });

  it('a customer profile image over 2 MB or of another type', async () => {
    await answerOf(customer.sendOtp(NEW_CUSTOMER_EMAIL));
    await answerOf(customer.verifyOtp(NEW_CUSTOMER_EMAIL, otpOf(NEW_CUSTOMER_EMAIL)));
    expect(await answerOf(customer.registerUser(registerUserForm(newCustomer({ profile_image: svg() }))))).toEqual({
      status: 'error',
      message: 'Profile image must be a JPG, PNG, WebP or GIF image',
    });
    expect(
      await answerOf(
        customer.registerUser(
          registerUserForm(newCustomer({ profile_image: fileOf('me.jpg', 'image/jpeg', 2 * MB + 1) })),
        ),
      ),
    ).toEqual({ status: 'error', message: 'Profile image must be 2 MB or smaller' });
  });

  it('vendor documents over 5 MB or not PDF, JPG or PNG, and a vendor photo over 2 MB', async () => {
    const email = 'arjun.das@example.in';
    await answerOf(vendor.vendorSendOtp(email));
    await answerOf(vendor.vendorVerifyOtp(email, otpOf(email)));
    const fields = {
      firstName: 'Arjun',
      lastName: 'Das',
      email,
      phone: '9811122233',
      password: 'Vendor@789',
      businessName: 'Das Cooling',
      businessType: 'individual' as const,
      experience: '2-5' as const,
      address: '9 Sector 21',
      city: 'Gurgaon',
      state: 'Haryana',
      zipCode: '122016',
      serviceRadius: 10,
      services: [1],
    };
    expect(
      await answerOf(vendor.registerVendor(registerVendorForm({ ...fields, idProof: fileOf('id.gif', 'image/gif') }))),
    ).toEqual({
      status: 'error',
      message: 'idProof must be a PDF, JPG or PNG file',
    });
    expect(
      await answerOf(
        vendor.registerVendor(
          registerVendorForm({ ...fields, businessLicense: fileOf('l.pdf', 'application/pdf', 5 * MB + 1) }),
        ),
      ),
    ).toEqual({ status: 'error', message: 'businessLicense must be 5 MB or smaller' });
    expect(
      await answerOf(
        vendor.registerVendor(
          registerVendorForm({ ...fields, profileImage: fileOf('me.png', 'image/png', 2 * MB + 1) }),
        ),
      ),
    ).toEqual({ status: 'error', message: 'Profile image must be 2 MB or smaller' });
  });
});
