/** A customer who is not in the seed data, as the registration form sends them (SPEC §7 registerUser), for tests. */
import type { RegisterUserRequest } from '../api/types';

export const NEW_CUSTOMER_EMAIL = 'meera.iyer@example.in';

export const newCustomer = (changes: Partial<RegisterUserRequest> = {}): RegisterUserRequest => ({
  name: 'Meera Iyer',
  email: NEW_CUSTOMER_EMAIL,
  phone: '9876501234',
  password: 'Secure@123',
  address: '4 Residency Road',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pincode: '201301',
  landmark: '',
  ...changes,
});
