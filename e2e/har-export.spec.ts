import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test, logInCustomer } from './fixtures';

test('the request log downloads as a HAR 1.2 file, secrets masked; the seed choice says nothing is recorded', async ({
  page,
}) => {
  await logInCustomer(page);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: /Mock backend/ }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download HAR' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mock-requests-.+\.har$/);
  const text = await readFile(await download.path(), 'utf8');
  const har = JSON.parse(text) as {
    log: { version: string; entries: { request: { url: string; postData?: { text?: string } } }[] };
  };
  expect(har.log.version).toBe('1.2');
  const login = har.log.entries.find((entry) => entry.request.url.endsWith('/api/user/login.php'));
  expect(JSON.parse(login!.request.postData!.text!)).toMatchObject({ action: 'login', password: '••••••' });
  expect(text).not.toContain('Customer@123');

  await expect(page.getByLabel('Seed data')).toHaveValue('generated');
  await expect(page.getByText('No recorded fixtures yet (npm run fixtures:import -- <file.har>).')).toBeVisible();
  await expectAccessible(page);
});
