import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { serviceSchema } from './serviceSchema';
import { SHORT_DESCRIPTION_MAX } from './serviceValues';

/** Every message, by field, in the order Yup reports them ({} when the values pass). */
async function errorsOf(values: object): Promise<Record<string, string[]>> {
  try {
    await serviceSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byPath: Record<string, string[]> = {};
    for (const inner of error.inner) (byPath[inner.path ?? ''] ??= []).push(inner.message);
    return byPath;
  }
}

const VALID = {
  category_id: '1',
  subcategory_id: '4',
  name: 'Deep Home Cleaning',
  slug: 'deep-home-cleaning',
  short_description: 'Top to bottom.',
  base_price: 499,
  duration_minutes: 60,
  sort_order: 0,
  image: null,
  gallery: [],
};

/** The messages of one field when only it differs from a valid service. */
const fieldErrors = async (field: keyof typeof VALID, value: unknown) =>
  (await errorsOf({ ...VALID, [field]: value }))[field];

const TEXTS = {
  category: 'Please select a category',
  subcategory: 'Please select a subcategory',
  name: 'Service name is required',
  slug: 'Service slug is required',
  shortDescription: 'Short description must be 500 characters or fewer',
  priceNumber: 'Base price must be a number',
  priceRequired: 'Base price is required',
  priceMin: 'Base price must be 0 or more',
  pricePaise: 'Base price can have at most 2 decimal places',
  durationNumber: 'Duration must be a number',
  durationRequired: 'Duration is required',
  durationMin: 'Duration must be at least 15 minutes',
  durationStep: 'Duration must be in steps of 15 minutes',
  sortNumber: 'Sort order must be a number',
  sortMin: 'Sort order must be 0 or more',
  sortWhole: 'Sort order must be a whole number',
};

describe('serviceSchema: the whole form', () => {
  it('a fully valid service passes with no errors', async () => {
    expect(await errorsOf(VALID)).toEqual({});
  });

  it('empty: SPEC §5 required fields, and duration, each with its text; sort order is optional', async () => {
    expect(await errorsOf({})).toEqual({
      category_id: [TEXTS.category],
      subcategory_id: [TEXTS.subcategory],
      name: [TEXTS.name],
      slug: [TEXTS.slug],
      base_price: [TEXTS.priceRequired],
      duration_minutes: [TEXTS.durationRequired],
    });
  });
});

describe('category and subcategory (required)', () => {
  it('a blank category is refused with "Please select a category"', async () => {
    expect(await fieldErrors('category_id', '')).toEqual([TEXTS.category]);
  });

  it('a blank subcategory is refused with "Please select a subcategory"', async () => {
    expect(await fieldErrors('subcategory_id', '')).toEqual([TEXTS.subcategory]);
  });
});

describe('service name and slug (required, trimmed)', () => {
  it('blank or whitespace-only name is refused', async () => {
    expect(await fieldErrors('name', '')).toEqual([TEXTS.name]);
    expect(await fieldErrors('name', '   ')).toEqual([TEXTS.name]);
  });

  it('blank or whitespace-only slug is refused', async () => {
    expect(await fieldErrors('slug', '')).toEqual([TEXTS.slug]);
    expect(await fieldErrors('slug', ' \t ')).toEqual([TEXTS.slug]);
  });

  it('name and slug are trimmed in the validated value', async () => {
    const value = await serviceSchema.validate({ ...VALID, name: '  AC Service ', slug: ' ac-service  ' });
    expect(value.name).toBe('AC Service');
    expect(value.slug).toBe('ac-service');
  });
});

describe('short description (SPEC §5: max 500 characters)', () => {
  it('the maximum is 500', () => {
    expect(SHORT_DESCRIPTION_MAX).toBe(500);
  });

  it('exactly 500 characters are accepted', async () => {
    expect(await fieldErrors('short_description', 'a'.repeat(500))).toBeUndefined();
  });

  it('501 characters are refused with the 500-character text', async () => {
    expect(await fieldErrors('short_description', 'a'.repeat(501))).toEqual([TEXTS.shortDescription]);
  });

  it('is optional: empty or absent passes', async () => {
    expect(await fieldErrors('short_description', '')).toBeUndefined();
    const { short_description: _left, ...withoutIt } = VALID;
    expect(await errorsOf(withoutIt)).toEqual({});
  });
});

describe('base price (SPEC §5: required, a number, min 0, step 0.01)', () => {
  it('an empty field ("") or null asks for the price, with no other message', async () => {
    expect(await fieldErrors('base_price', '')).toEqual([TEXTS.priceRequired]);
    expect(await fieldErrors('base_price', null)).toEqual([TEXTS.priceRequired]);
  });

  it('text that is not a number gets "Base price must be a number" only', async () => {
    expect(await fieldErrors('base_price', 'abc')).toEqual([TEXTS.priceNumber]);
  });

  it('a number typed as text is accepted', async () => {
    expect(await fieldErrors('base_price', '19.99')).toBeUndefined();
  });

  it('0 is accepted, -0.01 refused', async () => {
    expect(await fieldErrors('base_price', 0)).toBeUndefined();
    expect(await fieldErrors('base_price', -0.01)).toEqual([TEXTS.priceMin]);
  });

  it.each([0.01, 10.1, 10.11, 999.99, 1999])('%s (whole paise) is accepted', async (price) => {
    expect(await fieldErrors('base_price', price)).toBeUndefined();
  });

  it('"10.10" (two decimals, float 1010.0000000000001 paise) is accepted', async () => {
    expect(await fieldErrors('base_price', '10.10')).toBeUndefined();
  });

  it.each([0.005, 0.004, 0.006, 10.101, 10.109])('%s (a fraction of a paisa) is refused', async (price) => {
    expect(await fieldErrors('base_price', price)).toEqual([TEXTS.pricePaise]);
  });

  it('a negative fraction of a paisa breaks both rules', async () => {
    expect(await fieldErrors('base_price', -0.005)).toEqual([TEXTS.priceMin, TEXTS.pricePaise]);
  });
});

describe('duration (SPEC §5: min 15, step 15)', () => {
  it.each([15, 30, 45, 60, 120])('%i minutes are accepted', async (minutes) => {
    expect(await fieldErrors('duration_minutes', minutes)).toBeUndefined();
  });

  it('14 minutes is under the minimum and off the step', async () => {
    expect(await fieldErrors('duration_minutes', 14)).toEqual([TEXTS.durationMin, TEXTS.durationStep]);
  });

  it('0 minutes is under the minimum (though a multiple of 15)', async () => {
    expect(await fieldErrors('duration_minutes', 0)).toEqual([TEXTS.durationMin]);
  });

  it('16 and 22.5 minutes are off the step', async () => {
    expect(await fieldErrors('duration_minutes', 16)).toEqual([TEXTS.durationStep]);
    expect(await fieldErrors('duration_minutes', 22.5)).toEqual([TEXTS.durationStep]);
  });

  it('an empty field ("") or null asks for the duration, with no other message', async () => {
    expect(await fieldErrors('duration_minutes', '')).toEqual([TEXTS.durationRequired]);
    expect(await fieldErrors('duration_minutes', null)).toEqual([TEXTS.durationRequired]);
  });

  it('text that is not a number gets "Duration must be a number" only', async () => {
    expect(await fieldErrors('duration_minutes', 'an hour')).toEqual([TEXTS.durationNumber]);
  });

  it('a number typed as text is accepted', async () => {
    expect(await fieldErrors('duration_minutes', '90')).toBeUndefined();
  });
});

describe('sort order (SPEC §5: min 0; an integer per §3)', () => {
  it('-1 is refused, 0 accepted', async () => {
    expect(await fieldErrors('sort_order', -1)).toEqual([TEXTS.sortMin]);
    expect(await fieldErrors('sort_order', 0)).toBeUndefined();
  });

  it('a fraction is refused with "Sort order must be a whole number"', async () => {
    expect(await fieldErrors('sort_order', 1.5)).toEqual([TEXTS.sortWhole]);
  });

  it('"" and null are no sort order, not an error', async () => {
    expect(await fieldErrors('sort_order', '')).toBeUndefined();
    expect(await fieldErrors('sort_order', null)).toBeUndefined();
    const value = await serviceSchema.validate({ ...VALID, sort_order: '' });
    expect(value.sort_order).toBeUndefined();
  });

  it('text that is not a number gets "Sort order must be a number" only', async () => {
    expect(await fieldErrors('sort_order', 'first')).toEqual([TEXTS.sortNumber]);
  });
});

describe('images', () => {
  const png = () => new File(['x'], 'a.png', { type: 'image/png' });

  it('the main image is optional (null) and a chosen file passes', async () => {
    expect(await fieldErrors('image', null)).toBeUndefined();
    expect(await fieldErrors('image', png())).toBeUndefined();
  });

  it('the gallery may be empty or hold several files', async () => {
    expect(await fieldErrors('gallery', [])).toBeUndefined();
    expect(await fieldErrors('gallery', [png(), png()])).toBeUndefined();
  });

  it('a gallery entry that is no file is refused at its index', async () => {
    const errors = await errorsOf({ ...VALID, gallery: [png(), null] });
    expect(Object.keys(errors)).toEqual(['gallery[1]']);
  });
});
