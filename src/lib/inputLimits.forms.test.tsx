/**
 * Issue 9: every text field of every form carries the maximum length of its row in INPUT_LIMITS, so nothing
 * longer can be typed or pasted. Each form is drawn as the customer, vendor or admin meets it; fields are found
 * by label.
 */
import { render, screen, within } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import type { CustomerUser, ServiceItem } from '../api/types';
import { CATALOGUE } from '../content/catalogue';
import AdminLoginPage from '../features/admin/auth/AdminLoginPage';
import { renderPage } from '../test/renderPage';
import LoginPage from '../features/auth/LoginPage';
import RegisterPage from '../features/auth/RegisterPage';
import { ContactForm } from '../features/content/ContactForm';
import * as contactData from '../features/content/contact.data';
import { BookingPanel } from '../features/serviceDetails/BookingPanel';
import BookServiceModal from '../features/services/BookServiceModal';
import VendorLoginPage from '../features/vendor/login/VendorLoginPage';
import { StepBusiness } from '../features/vendor/register/StepBusiness';
import { StepLocation } from '../features/vendor/register/StepLocation';
import VendorRegisterPage from '../features/vendor/register/VendorRegisterPage';
import { EMPTY_WIZARD } from '../features/vendor/register/wizardModel';
import { renderRoute } from '../test/renderRoute';
import { INPUT_LIMITS, type InputLimit } from './inputLimits';

/** Label (a whole label's text, or a pattern for labels with an asterisk or a note) → its row of the table. */
type Expected = [label: string | RegExp, limit: InputLimit][];

function expectLimits(expected: Expected, scope: Pick<typeof screen, 'getByLabelText'> = screen) {
  for (const [label, limit] of expected) {
    expect(scope.getByLabelText(label), String(label)).toHaveAttribute('maxlength', String(INPUT_LIMITS[limit]));
  }
}

const route = (page: React.ReactElement, path: string) => renderRoute(page, { path, pattern: path });

describe('every text field carries its limit (src/lib/inputLimits.ts)', () => {
  it('customer login', () => {
    route(<LoginPage />, '/login');
    expectLimits([
      ['Email address', 'email'],
      ['Password', 'password'],
    ]);
  });

  it('customer registration, step 1', () => {
    route(<RegisterPage />, '/register');
    expectLimits([
      ['Full name', 'name'],
      ['Email address', 'email'],
      ['Phone number', 'phone'],
      ['Password', 'password'],
      ['Confirm password', 'password'],
    ]);
  });

  it('admin login', () => {
    renderPage(<AdminLoginPage />, { path: '/admin/login', pattern: '/admin/login' });
    expectLimits([
      ['Email address', 'email'],
      ['Password', 'password'],
    ]);
  });

  it('contact form', () => {
    renderRoute(<ContactForm />, { path: '/contact', pattern: '/contact', data: contactData });
    expectLimits([
      [/^Full name/, 'name'],
      [/^E-mail address/, 'email'],
      [/^Phone number/, 'contactPhone'],
      [/^Subject/, 'subject'],
      [/^Message/, 'message'],
    ]);
  });

  it('vendor login', async () => {
    route(<VendorLoginPage />, '/loginvendor');
    await screen.findByLabelText(/^Email address/);
    expectLimits([
      [/^Email address/, 'email'],
      [/^Password/, 'password'],
    ]);
  });

  it('vendor registration: personal, business and location steps', async () => {
    route(<VendorRegisterPage />, '/registervendor');
    await screen.findByLabelText(/^First name/);
    expectLimits([
      [/^First name/, 'name'],
      [/^Last name/, 'name'],
      [/^Email address/, 'email'],
      [/^Phone number/, 'phone'],
      [/^Password/, 'password'],
      [/^Confirm password/, 'password'],
    ]);

    render(
      <Formik initialValues={EMPTY_WIZARD} onSubmit={() => undefined}>
        <Form aria-label="Later steps">
          <StepBusiness />
          <StepLocation />
        </Form>
      </Formik>,
    );
    expectLimits(
      [
        [/^Business name/, 'name'],
        [/^Business address/, 'address'],
        [/^City/, 'city'],
        [/^State/, 'state'],
        [/^ZIP code/, 'pincode'],
      ],
      within(screen.getByRole('form', { name: 'Later steps' })),
    );
  });

  it('booking modal of /services', async () => {
    const service: ServiceItem = {
      id: 7,
      name: '2 BHK Deep Cleaning',
      short_description: 'Every room, kitchen and bathroom cleaned top to bottom.',
      price: 3529,
      duration: 240,
      image_url: null,
      category_id: 1,
      subcategory_id: 1,
    };
    const user = { id: 1, name: 'Asha Verma', email: 'asha@example.in' } as CustomerUser;
    route(<BookServiceModal show service={service} user={user} onHide={() => undefined} />, '/services');
    const dialog = within(await screen.findByRole('dialog', { name: 'Book Service' }));
    expectLimits(
      [
        [/^Service address/, 'address'],
        [/^Pincode/, 'pincode'],
        [/^Special instructions/, 'instructions'],
      ],
      dialog,
    );
  });

  it('booking panel of a service page', () => {
    route(<BookingPanel service={CATALOGUE[0]} prefill={null} />, '/services/1');
    expectLimits([
      [/^Full Name/, 'name'],
      [/^Email/, 'email'],
      [/^Phone Number/, 'phone'],
      [/^Address/, 'address'],
      [/^City/, 'city'],
      [/^ZIP Code/, 'zipCode'],
      [/^Special Instructions/, 'instructions'],
    ]);
  });
});
