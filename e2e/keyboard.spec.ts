/**
 * WCAG 2.1.1: a customer books from /services and signs up on /register with the keyboard alone. No click, no
 * fill: focus moves with Tab (and Shift+Tab), text is typed, buttons are pressed with Enter or Space.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForMockBackend } from './fixtures';
import { fixClockToday } from './clock';

/** Presses Tab until `target` has focus (at most `max` times): fails if the keyboard cannot reach it. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('a customer logs in and books a package from /services with the keyboard alone', async ({ page }) => {
  // A morning: the 11:00 slot of today is still to come.
  await fixClockToday(page, '08:00');
  await page.goto('/login');
  await waitForMockBackend(page);
  await typeInto(page, page.getByLabel('Email address'), 'customer@example.com');
  await typeInto(page, page.getByLabel('Password', { exact: true }), 'Customer@123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/services?category_id=1&subcategory_id=2');
  await waitForMockBackend(page);
  const book = page.getByRole('button', { name: 'Book Now: Classic Bathroom Cleaning' });
  await expect(book).toBeEnabled();
  await tabTo(page, book, 250);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book Service' });
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog and stays there.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  const address = dialog.getByLabel(/Service address/);
  await tabTo(page, address);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('42, Block C, Lajpat Nagar, New Delhi');
  const pincode = dialog.getByLabel(/Pincode/);
  await tabTo(page, pincode);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('110024');
  await tabTo(page, dialog.getByLabel(/Time slot/));
  await page.keyboard.type('11:00');
  await expect(dialog.getByLabel(/Time slot/)).toHaveValue('11:00');
  const card = dialog.getByLabel('Card Payment');
  await tabTo(page, dialog.getByLabel('Cash on Service'));
  await page.keyboard.press('ArrowDown'); // radios: arrows move the choice
  await page.keyboard.press('ArrowDown');
  await expect(card).toBeChecked();

  const request = page.waitForRequest((r) => r.url().endsWith('/bookings/create.php'));
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm Booking' }));
  await page.keyboard.press('Enter');
  expect((await request).postDataJSON()).toMatchObject({
    service_name: 'Classic Bathroom Cleaning',
    service_address: '42, Block C, Lajpat Nagar, New Delhi',
    pincode: '110024',
    scheduled_time: '11:00',
    payment_method: 'card',
  });
  await expect(page).toHaveURL('/bookings');
});

test('a new customer registers on /register with the keyboard alone', async ({ page }) => {
  const email = `kavya.reddy.${Date.now()}@example.in`;
  const codes = new Map<string, string>();
  page.on('console', (message) => {
    const found = /\[mock\] OTP for (\S+): (\d{6})/.exec(message.text());
    if (found) codes.set(found[1], found[2]);
  });
  await page.goto('/register');
  await waitForMockBackend(page);

  await typeInto(page, page.getByLabel('Full name'), 'Kavya Reddy');
  await typeInto(page, page.getByLabel('Email address'), email);
  await typeInto(page, page.getByLabel('Phone number'), '9845012345');
  await typeInto(page, page.getByLabel('Password', { exact: true }), 'Monsoon@2025');
  await typeInto(page, page.getByLabel('Confirm password', { exact: true }), 'Monsoon@2025');
  await tabTo(page, page.getByRole('button', { name: 'Send OTP' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('OTP sent successfully to your email!')).toBeVisible();
  await expect.poll(() => codes.get(email)).toMatch(/^\d{6}$/);

  // A sent code puts focus in the code field: the code is typed at once.
  const otp = page.getByLabel('Verification code');
  await expect(otp).toBeFocused();
  await page.keyboard.type(codes.get(email)!);
  await tabTo(page, page.getByRole('button', { name: 'Verify OTP' }));
  await page.keyboard.press('Space');
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Location' })).toBeVisible();

  await typeInto(page, page.getByLabel('Address'), '7, 100 Feet Road, Indiranagar');
  await typeInto(page, page.getByLabel('City'), 'Bengaluru');
  await typeInto(page, page.getByLabel('State'), 'Karnataka');
  await typeInto(page, page.getByLabel('Pincode'), '560038');
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});
