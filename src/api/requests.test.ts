/**
 * The request table's own rules, one example each: what each wire type of a multipart field takes, and which
 * fields a server may refuse a request without (the mock backend's 'Missing required field' checks read them).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { problemsOf } from './problems';
import { fieldsToFill, requestSchemas, requiredFields, wireFieldNames } from './requests';

const fieldOf = (name: keyof typeof requestSchemas, field: string) =>
  (requestSchemas[name].entries as Record<string, v.GenericSchema>)[field];
const takes = (name: keyof typeof requestSchemas, field: string, value: unknown) => v.is(fieldOf(name, field), value);

describe('the wire types of multipart fields', () => {
  it("'filled' text: not empty, not blank, and text", () => {
    expect(takes('registerUser', 'name', 'Priya')).toBe(true);
    expect(takes('registerUser', 'name', '')).toBe(false);
    expect(takes('registerUser', 'name', '   ')).toBe(false);
    expect(takes('registerUser', 'name', 5)).toBe(false);
  });

  it("'text': any text, the empty one included", () => {
    expect(takes('registerUser', 'landmark', '')).toBe(true);
    expect(takes('registerUser', 'landmark', 5)).toBe(false);
  });

  it("'numeral': a number written as text, negative or decimal; not blank, not a word, not a bare number", () => {
    for (const ok of ['0', '12', '-3', '1.5', ' 7 ']) expect(takes('addService', 'base_price', ok)).toBe(true);
    for (const bad of ['', '  ', 'abc', '12abc', 12]) expect(takes('addService', 'base_price', bad)).toBe(false);
  });

  it("'flag': PHP's 1 or 0, as text", () => {
    expect(takes('addService', 'is_featured', '1')).toBe(true);
    expect(takes('addService', 'is_featured', '0')).toBe(true);
    expect(takes('addService', 'is_featured', 1)).toBe(false);
    expect(takes('addService', 'is_featured', 'true')).toBe(false);
  });

  it('JSON text: the JSON-encoded list travels as text, never as the list itself', () => {
    expect(takes('addService', 'includes', '["Deep cleaning"]')).toBe(true);
    expect(takes('addService', 'includes', ['Deep cleaning'])).toBe(false);
  });

  it("'file': a Blob (a File is one), never its name", () => {
    expect(takes('addService', 'image', new File(['x'], 'a.png'))).toBe(true);
    expect(takes('addService', 'image', new Blob(['x']))).toBe(true);
    expect(takes('addService', 'image', 'a.png')).toBe(false);
  });

  it('the wire types say what they expect', () => {
    const expected = (field: string, value: unknown) => problemsOf(fieldOf('addService', field), value)[0]?.expected;
    expect(expected('name', '')).toBe('some text');
    expect(expected('base_price', '')).toBe('a number as text');
    expect(expected('includes', [])).toBe('string');
    expect(expected('image', 'a.png')).toBe('a file');
  });
});

describe('required fields', () => {
  it('the customer registration: every field but the landmark and the photo is required, and none may be blank', () => {
    const all = ['name', 'email', 'phone', 'password', 'address', 'city', 'state', 'pincode'];
    expect(requiredFields('registerUser')).toEqual([...all, 'landmark']);
    expect(fieldsToFill('registerUser')).toEqual(all);
  });

  it('a category: what may not be blank is the filled text, the numbers, the flag and the status', () => {
    expect(fieldsToFill('addCategory')).toEqual(['name', 'slug', 'sort_order', 'is_featured', 'status', 'created_by']);
    expect(requiredFields('addCategory')).not.toContain('image');
    expect(Object.keys(requestSchemas.addCategory.entries)).toContain('image');
  });
});

describe('wireFieldNames', () => {
  it('action first, then the fields in order; a repeated field as name[0]…', () => {
    const names = wireFieldNames('addService', { repeat: { gallery: 2 } });
    expect(names.slice(0, 8)).toEqual([
      'category_id',
      'subcategory_id',
      'name',
      'slug',
      'description',
      'short_description',
      'image',
      'gallery[0]',
    ]);
    expect(names[8]).toBe('gallery[1]');
    expect(wireFieldNames('registerUser')[0]).toBe('action');
    expect(wireFieldNames('addService')).toContain('gallery[0]');
    expect(wireFieldNames('addService')).not.toContain('gallery[1]');
  });

  it('leaves out what it is told to', () => {
    expect(wireFieldNames('registerUser', { omit: ['profile_image', 'landmark'] })).toEqual([
      'action',
      'name',
      'email',
      'phone',
      'password',
      'address',
      'city',
      'state',
      'pincode',
    ]);
  });
});
