import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { catalogueSchema, SORT_ORDER_TEXT } from './catalogueSchema';

/** Every message, by field, in the order Yup reports them ({} when the values pass). */
async function errorsOf(schema: ObjectSchema<AnyObject>, values: object): Promise<Record<string, string[]>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byPath: Record<string, string[]> = {};
    for (const inner of error.inner) (byPath[inner.path ?? ''] ??= []).push(inner.message);
    return byPath;
  }
}

const category = catalogueSchema('Category', false);
const subcategory = catalogueSchema('Subcategory', true);

const VALID_CATEGORY = { name: 'Cleaning', slug: 'cleaning', sort_order: 0, image: null };
const VALID_SUBCATEGORY = { ...VALID_CATEGORY, category_id: '3', name: 'Deep Cleaning', slug: 'deep-cleaning' };

const sortOrderErrors = async (sort_order: unknown) =>
  (await errorsOf(category, { ...VALID_CATEGORY, sort_order })).sort_order;

describe('catalogueSchema texts (SPEC §5, docs/decisions.md)', () => {
  it('the sort order text is "Sort order must be 0 or more"', () => {
    expect(SORT_ORDER_TEXT).toBe('Sort order must be 0 or more');
  });
});

describe('category form (no parent)', () => {
  it('a fully valid category passes with no errors', async () => {
    expect(await errorsOf(category, VALID_CATEGORY)).toEqual({});
  });

  it('empty: name and slug required with the SPEC §5 category texts, nothing else', async () => {
    expect(await errorsOf(category, {})).toEqual({
      name: ['Category name is required'],
      slug: ['Category slug is required'],
    });
  });

  it('asks for no parent category, even when category_id is blank', async () => {
    expect(await errorsOf(category, { ...VALID_CATEGORY, category_id: '' })).toEqual({});
  });

  it('a whitespace-only name or slug counts as blank (trimmed)', async () => {
    expect(await errorsOf(category, { ...VALID_CATEGORY, name: '   ', slug: '\t ' })).toEqual({
      name: ['Category name is required'],
      slug: ['Category slug is required'],
    });
  });

  it('name and slug are trimmed in the validated value', async () => {
    const value = await category.validate({ ...VALID_CATEGORY, name: '  Cleaning  ', slug: ' cleaning ' });
    expect(value.name).toBe('Cleaning');
    expect(value.slug).toBe('cleaning');
  });
});

describe('subcategory form (with parent)', () => {
  it('a fully valid subcategory passes with no errors', async () => {
    expect(await errorsOf(subcategory, VALID_SUBCATEGORY)).toEqual({});
  });

  it('empty: parent, name and slug required with the SPEC §5 subcategory texts', async () => {
    expect(await errorsOf(subcategory, {})).toEqual({
      category_id: ['Please select a category'],
      name: ['Subcategory name is required'],
      slug: ['Subcategory slug is required'],
    });
  });

  it('a blank parent category is refused with "Please select a category"', async () => {
    expect(await errorsOf(subcategory, { ...VALID_SUBCATEGORY, category_id: '' })).toEqual({
      category_id: ['Please select a category'],
    });
  });

  it('a whitespace-only name or slug counts as blank (trimmed)', async () => {
    expect(await errorsOf(subcategory, { ...VALID_SUBCATEGORY, name: ' ', slug: '  ' })).toEqual({
      name: ['Subcategory name is required'],
      slug: ['Subcategory slug is required'],
    });
  });
});

describe('sort order (SPEC §5: a number, at least 0; a whole number)', () => {
  it('-1 is refused with the sort order text', async () => {
    expect(await sortOrderErrors(-1)).toEqual([SORT_ORDER_TEXT]);
  });

  it('0 is accepted', async () => {
    expect(await sortOrderErrors(0)).toBeUndefined();
  });

  it('a positive whole number is accepted, also typed as text', async () => {
    expect(await sortOrderErrors(7)).toBeUndefined();
    expect(await sortOrderErrors('7')).toBeUndefined();
  });

  it('a fraction is refused with "Sort order must be a whole number"', async () => {
    expect(await sortOrderErrors(1.5)).toEqual(['Sort order must be a whole number']);
  });

  it('a negative fraction breaks both rules', async () => {
    expect(await sortOrderErrors(-0.5)).toEqual([SORT_ORDER_TEXT, 'Sort order must be a whole number']);
  });

  it('an empty field ("") is no sort order, not an error', async () => {
    expect(await sortOrderErrors('')).toBeUndefined();
    const value = await category.validate({ ...VALID_CATEGORY, sort_order: '' });
    expect(value.sort_order).toBeUndefined();
  });

  it('null is no sort order, not an error', async () => {
    expect(await sortOrderErrors(null)).toBeUndefined();
    const value = await category.validate({ ...VALID_CATEGORY, sort_order: null });
    expect(value.sort_order).toBeUndefined();
  });

  it('left out, it is not required', async () => {
    expect(await errorsOf(category, { name: 'Cleaning', slug: 'cleaning' })).toEqual({});
  });

  it('text that is not a number gets the sort order text (typeError), nothing more', async () => {
    expect(await sortOrderErrors('abc')).toEqual([SORT_ORDER_TEXT]);
  });

  it('the subcategory form has the same rule', async () => {
    expect((await errorsOf(subcategory, { ...VALID_SUBCATEGORY, sort_order: -1 })).sort_order).toEqual([
      'Sort order must be 0 or more',
    ]);
    expect((await errorsOf(subcategory, { ...VALID_SUBCATEGORY, sort_order: 2.5 })).sort_order).toEqual([
      'Sort order must be a whole number',
    ]);
  });
});

describe('image', () => {
  it('is optional: null or absent passes', async () => {
    expect(await errorsOf(category, { ...VALID_CATEGORY, image: null })).toEqual({});
    expect(await errorsOf(category, { name: 'Cleaning', slug: 'cleaning' })).toEqual({});
  });

  it('a chosen file passes (its type and size are checked as it is chosen)', async () => {
    const image = new File(['x'], 'tile.png', { type: 'image/png' });
    expect(await errorsOf(subcategory, { ...VALID_SUBCATEGORY, image })).toEqual({});
  });
});
