import * as v from 'valibot';
import type { CategoryRecord, ServiceRecord, SubcategoryRecord } from '../../fixtures/records';
import { formattedDate, sqlDateTime } from '../../fixtures/dates';
import { db, nextId, saveDb } from '../db';
import { readJson } from '../store';
import { UPLOAD_LIMITS } from '../../src/lib/fileTypes';
import { categoryOut, newestFirst, subcategoryOut } from './catalogueRows';
import {
  fail,
  file,
  findSession,
  intOrNull,
  isImage,
  isUpload,
  megabytes,
  ok,
  openSession,
  SESSION_TTL_MS,
  signIn,
  storeUpload,
  text,
  texts,
  uploadUrl,
  type MockRequest,
  type Resolvers,
} from './kit';

const MAX_IMAGE_BYTES = UPLOAD_LIMITS.adminImage;

/** The form's image (null when none was sent), or the refusal of one that is not an image the admin may upload. */
function imageOf(req: MockRequest): File | null | Response {
  const image = file(req, 'image');
  if (image && !isImage(image)) return fail('Only JPEG, PNG, GIF and WebP images are allowed');
  if (image && image.size > MAX_IMAGE_BYTES) return fail(`Image must be ${megabytes(MAX_IMAGE_BYTES)} or smaller`);
  return image;
}

/** The fields categories and subcategories share, checked as the PHP scripts check them; else the refusal. */
function commonFields(req: MockRequest, noun: 'Category' | 'Subcategory') {
  const name = text(req, 'name');
  const slug = text(req, 'slug');
  if (!name) return fail(`${noun} name is required`);
  if (!slug) return fail(`${noun} slug is required`);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    return fail('Slug may contain only lowercase letters, digits and hyphens');
  const sortOrder = text(req, 'sort_order') === '' ? 0 : intOrNull(text(req, 'sort_order'));
  if (sortOrder === null || sortOrder < 0) return fail('Sort order must be a whole number of 0 or more');
  const status = text(req, 'status') || 'active';
  if (status !== 'active' && status !== 'inactive') return fail("Status must be 'active' or 'inactive'");
  const featured = text(req, 'is_featured') || '0';
  if (featured !== '0' && featured !== '1') return fail('is_featured must be 1 or 0');
  const now = sqlDateTime(new Date());
  return {
    name,
    slug,
    ...texts(req, 'description', 'icon', 'meta_title', 'meta_description'),
    sort_order: sortOrder,
    is_featured: Number(featured) as 0 | 1,
    status: status as 'active' | 'inactive',
    created_by: intOrNull(text(req, 'created_by')) ?? 1,
    created_at: now,
    updated_at: now,
  };
}

async function addSubcategory(req: MockRequest) {
  const state = db();
  const categoryId = intOrNull(text(req, 'category_id'));
  if (categoryId === null) return fail('Please select a category');
  if (!state.categories.some((c) => c.id === categoryId)) return fail('The selected category does not exist');
  const fields = commonFields(req, 'Subcategory');
  if (fields instanceof Response) return fields;
  if (state.subcategories.some((s) => s.category_id === categoryId && s.slug === fields.slug)) {
    return fail('A subcategory with this slug already exists in this category');
  }
  const image = imageOf(req);
  if (image instanceof Response) return image;
  const id = nextId(state.subcategories);
  const stored = image ? await storeUpload('subcategories', image, fields.slug) : null;
  const row: SubcategoryRecord = {
    id,
    category_id: categoryId,
    ...fields,
    image: stored,
    image_url: stored ? uploadUrl('subcategories', stored) : null,
  };
  state.subcategories.push(row);
  saveDb();
  return ok({ message: 'Subcategory added successfully', data: subcategoryOut(row) });
}

/** A JSON list field of the service form, when it is one of `schema`'s. */
function jsonList<T>(raw: string, schema: v.GenericSchema<T[]>): T[] | null {
  const parsed = readJson<unknown>(raw || '[]', undefined);
  return v.is(schema, parsed) ? parsed : null;
}
const textList = v.array(v.string());
const faqList = v.array(v.object({ question: v.string(), answer: v.string() }));

/** Every admin call but the login needs a live admin session's token as a bearer (docs/decisions.md). */
export function requireAdminSession(req: MockRequest): Response | null {
  const challenge = { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="admin"' } };
  if (!req.bearer) return fail('Admin authentication required. Please log in.', challenge);
  if (!findSession('admin', req.bearer)) return fail('Your admin session has expired. Please log in again.', challenge);
  return null;
}

export const adminResolvers = {
  adminLogin(req) {
    const admin = signIn(req, db().admins);
    if (admin instanceof Response) return admin;
    const session = openSession('admin', admin.id, SESSION_TTL_MS.admin);
    saveDb();
    return ok({
      message: 'Login successful',
      token: session.token,
      admin: { id: admin.id, name: admin.name, email: admin.email, role: admin.role },
    });
  },

  async addCategory(req) {
    const state = db();
    const fields = commonFields(req, 'Category');
    if (fields instanceof Response) return fields;
    if (state.categories.some((c) => c.slug === fields.slug)) return fail('A category with this slug already exists');
    const image = imageOf(req);
    if (image instanceof Response) return image;
    const stored = image ? await storeUpload('categories', image, fields.slug) : null;
    const row: CategoryRecord = {
      id: nextId(state.categories),
      ...fields,
      icon: fields.icon || 'tools',
      image_url: stored ? uploadUrl('categories', stored) : null,
    };
    state.categories.push(row);
    saveDb();
    return ok({ message: 'Category added successfully', data: categoryOut(row) });
  },

  deleteCategory(req) {
    const state = db();
    const id = Number(req.json.id);
    if (!state.categories.some((c) => c.id === id)) return fail('Category not found');
    // The catalogue has foreign keys with ON DELETE CASCADE: the category takes its children with it.
    state.categories = state.categories.filter((c) => c.id !== id);
    state.subcategories = state.subcategories.filter((s) => s.category_id !== id);
    state.services = state.services.filter((s) => s.category_id !== id);
    saveDb();
    return ok({ message: 'Category deleted successfully' });
  },

  viewCategory({ url }) {
    const raw = url.searchParams.get('id') ?? '';
    if (!raw) return fail('Category ID is required');
    const id = intOrNull(raw);
    const state = db();
    const category = state.categories.find((c) => c.id === id);
    if (!category) return fail('Category not found');
    const services = state.services.filter((s) => s.category_id === category.id);
    return ok({
      message: 'Category retrieved successfully',
      data: {
        ...categoryOut(category),
        statistics: {
          total_services: services.length,
          active_services: services.filter((s) => s.status === 'active').length,
          inactive_services: services.filter((s) => s.status === 'inactive').length,
        },
        recent_services: [...services]
          .sort(newestFirst)
          .slice(0, 5)
          .map((s) => ({
            id: s.id,
            name: s.name,
            status: s.status,
            created_at_formatted: formattedDate(s.created_at),
          })),
      },
    });
  },

  addSubcategory,
  addSubcategoryAlt: addSubcategory,

  updateSubcategoryStatus(req) {
    const row = db().subcategories.find((s) => s.id === Number(req.json.subcategory_id));
    if (!row) return fail('Subcategory not found');
    const status = req.json.status;
    if (status !== 'active' && status !== 'inactive') return fail("Status must be 'active' or 'inactive'");
    row.status = status;
    row.updated_at = sqlDateTime(new Date());
    saveDb();
    return ok({ message: 'Status updated successfully' });
  },

  deleteSubcategory(req) {
    const state = db();
    const id = Number(req.json.subcategory_id);
    if (!state.subcategories.some((s) => s.id === id)) return fail('Subcategory not found');
    state.subcategories = state.subcategories.filter((s) => s.id !== id);
    state.services = state.services.filter((s) => s.subcategory_id !== id);
    saveDb();
    return ok({ message: 'Subcategory deleted successfully' });
  },

  async addService(req) {
    const state = db();
    const categoryId = intOrNull(text(req, 'category_id'));
    const subcategoryId = intOrNull(text(req, 'subcategory_id'));
    if (categoryId === null || !state.categories.some((c) => c.id === categoryId))
      return fail('Please select a valid category');
    const subcategory = state.subcategories.find((s) => s.id === subcategoryId);
    if (!subcategory) return fail('Please select a valid subcategory');
    if (subcategory.category_id !== categoryId) return fail('The subcategory does not belong to the selected category');
    const name = text(req, 'name');
    const slug = text(req, 'slug');
    if (!name) return fail('Service name is required');
    if (!slug) return fail('Service slug is required');
    if (state.services.some((s) => s.slug === slug)) return fail('A service with this slug already exists');
    const price = Number(text(req, 'base_price'));
    if (text(req, 'base_price') === '' || !Number.isFinite(price) || price < 0)
      return fail('Base price must be a number of 0 or more');
    const duration = text(req, 'duration_minutes') === '' ? 60 : intOrNull(text(req, 'duration_minutes'));
    if (duration === null || duration < 15 || duration % 15 !== 0)
      return fail('Duration must be at least 15 minutes, in steps of 15');
    if (text(req, 'short_description').length > 500) return fail('Short description must be 500 characters or fewer');
    const includes = jsonList(text(req, 'includes'), textList);
    const excludes = jsonList(text(req, 'excludes'), textList);
    const faqs = jsonList(text(req, 'faqs'), faqList);
    if (!includes || !excludes) return fail('Includes and excludes must be JSON lists of text');
    if (!faqs) return fail('FAQs must be a JSON list of question and answer pairs');
    const sortOrder = text(req, 'sort_order') === '' ? 0 : intOrNull(text(req, 'sort_order'));
    if (sortOrder === null || sortOrder < 0) return fail('Sort order must be a whole number of 0 or more');
    const status = text(req, 'status') || 'active';
    if (status !== 'active' && status !== 'inactive') return fail("Status must be 'active' or 'inactive'");
    const image = file(req, 'image');
    const gallery = [...(req.form?.entries() ?? [])]
      .filter(([key, value]) => /^gallery\[\d+\]$/.test(key) && isUpload(value) && value.size > 0)
      .map(([, value]) => value as File);
    if ([image, ...gallery].some((f) => f && !isImage(f)))
      return fail('Service images must be JPEG, PNG, GIF or WebP files');
    if ([image, ...gallery].some((f) => f && f.size > MAX_IMAGE_BYTES))
      return fail(`Each service image must be ${megabytes(MAX_IMAGE_BYTES)} or smaller`);
    const now = sqlDateTime(new Date());
    const row: ServiceRecord = {
      id: nextId(state.services),
      category_id: categoryId,
      subcategory_id: subcategory.id,
      name,
      slug,
      ...texts(req, 'description', 'short_description', 'meta_title', 'meta_description'),
      image_url: image ? uploadUrl('services', await storeUpload('services', image, slug)) : null,
      gallery: [],
      base_price: price,
      original_price: null,
      discount: null,
      rating: null,
      review_count: null,
      duration_minutes: duration,
      includes,
      excludes,
      faqs,
      sort_order: sortOrder,
      is_featured: text(req, 'is_featured') === '1' ? 1 : 0,
      status,
      created_at: now,
      updated_at: now,
    };
    for (const [index, picture] of gallery.entries()) {
      row.gallery.push(uploadUrl('services', await storeUpload('services', picture, `${slug}-gallery-${index}`)));
    }
    state.services.push(row);
    saveDb();
    return ok({ message: 'Service added successfully', service_id: row.id });
  },
} satisfies Resolvers;
