/**
 * The request values the forms and client functions take are written in src/api/types.ts where they differ from
 * the wire (numbers, lists, booleans, files); their field names must still be those of the request table.
 * Checked by the type checker (`npm run typecheck`); the run-time part only keeps Vitest from reporting no test.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type {
  CategoryForm,
  CategoryListQuery,
  RegisterUserRequest,
  RegisterVendorRequest,
  Request,
  ServiceListQuery,
  SubcategoryListQuery,
} from './types';
import type { ServiceForm, SubcategoryForm } from '../test/adminBodies';

type Names<T> = keyof T & string;

describe('request values and the request table', () => {
  it('have the same field names', () => {
    expectTypeOf<Names<RegisterUserRequest>>().toEqualTypeOf<Names<Request<'registerUser'>>>();
    expectTypeOf<Names<RegisterVendorRequest>>().toEqualTypeOf<Names<Request<'registerVendor'>>>();
    // The client adds created_by (the signed-in admin) to the category forms.
    expectTypeOf<Names<CategoryForm> | 'created_by'>().toEqualTypeOf<Names<Request<'addCategory'>>>();
    expectTypeOf<Names<SubcategoryForm> | 'created_by'>().toEqualTypeOf<Names<Request<'addSubcategory'>>>();
    expectTypeOf<Names<SubcategoryForm> | 'created_by'>().toEqualTypeOf<Names<Request<'addSubcategoryAlt'>>>();
    // The gallery goes as gallery[0], gallery[1]…
    expectTypeOf<Exclude<Names<ServiceForm>, 'gallery'> | 'gallery[]'>().toEqualTypeOf<Names<Request<'addService'>>>();
    expectTypeOf<Names<CategoryListQuery>>().toEqualTypeOf<Names<Request<'listCategories'>>>();
    expectTypeOf<Names<SubcategoryListQuery>>().toEqualTypeOf<Names<Request<'getSubcategories'>>>();
    expectTypeOf<Names<ServiceListQuery>>().toEqualTypeOf<Names<Request<'listServices'>>>();
  });
});
