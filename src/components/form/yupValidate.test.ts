import { describe, expect, it } from 'vitest';
import * as Yup from 'yup';
import { yupValidate } from './yupValidate';

describe('yupValidate', () => {
  const validate = yupValidate<{ name: string; sort_order: number }>(
    Yup.object({
      name: Yup.string().trim().required('Category name is required'),
      sort_order: Yup.number().min(0, 'Sort order must be 0 or more'),
    }),
  );

  it('gives every failing field its message at once, as Formik expects', () => {
    expect(validate({ name: '  ', sort_order: -1 })).toEqual({
      name: 'Category name is required',
      sort_order: 'Sort order must be 0 or more',
    });
  });

  it('gives no errors for valid values', () => {
    expect(validate({ name: 'Cleaning', sort_order: 0 })).toEqual({});
  });
});
