import { describe, expect, it } from 'vitest';
import type { CustomerUser } from '../../api/types';
import { savedAddressOf } from './savedAddress';

const user = (profile: Record<string, unknown>) =>
  ({ id: 1, name: 'Priya Sharma', email: 'customer@example.com', ...profile }) as CustomerUser;

describe("the customer's saved address", () => {
  it('joins street, landmark, city and state into one line, with the pincode apart', () => {
    expect(
      savedAddressOf(
        user({
          address: '4 Residency Road',
          landmark: 'Near Metro Station',
          city: 'Noida',
          state: 'Uttar Pradesh',
          pincode: '201301',
        }),
      ),
    ).toEqual({ address: '4 Residency Road, Near Metro Station, Noida, Uttar Pradesh', pincode: '201301' });
  });

  it('does not say a part twice, skips blank parts and takes a pincode sent as a number', () => {
    expect(
      savedAddressOf(
        user({ address: ' 42, Lajpat Nagar ', landmark: '', city: 'New Delhi', state: 'Delhi', pincode: 110024 }),
      ),
    ).toEqual({ address: '42, Lajpat Nagar, New Delhi', pincode: '110024' });
  });

  it('has none without a street address, whatever else the profile holds', () => {
    expect(savedAddressOf(user({ address: '   ', city: 'Noida', pincode: '201301' }))).toBeNull();
    expect(savedAddressOf(user({ city: 'Noida' }))).toBeNull();
    expect(savedAddressOf(user({ address: 42 }))).toBeNull();
    expect(savedAddressOf(null)).toBeNull();
  });

  it('keeps the pincode to six digits and the line to the field’s 255 characters', () => {
    const saved = savedAddressOf(user({ address: 'x'.repeat(300), pincode: '110 024 9' }))!;
    expect(saved.pincode).toBe('110024');
    expect(saved.address).toHaveLength(255);
  });
});
