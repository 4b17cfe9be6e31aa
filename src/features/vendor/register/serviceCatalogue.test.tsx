/** Step 4's lists (serviceCatalogue.ts): a catalogue of more subcategories than one page of 100 loses none. */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/db';
import { checkOtp, issueOtp } from '../../../../mocks/handlers/otp';
import { renderRoute } from '../../../test/renderRoute';
import { recordWire } from '../../../test/wire';
import * as registerData from './register.data';
import { loadServiceCatalogue } from './serviceCatalogue.data';
import VendorRegisterPage from './VendorRegisterPage';
import { EMPTY_WIZARD, WIZARD_STORAGE_KEY, type WizardDraft } from './wizardModel';

const SUBCATEGORIES = 250;

/** 250 active subcategories in the first category, each with one active package of its own. */
function seedLargeCatalogue() {
  const state = db();
  const category = state.categories[0];
  const subTemplate = state.subcategories[0];
  const serviceTemplate = state.services[0];
  state.subcategories = Array.from({ length: SUBCATEGORIES }, (_, i) => ({
    ...subTemplate,
    id: i + 1,
    category_id: category.id,
    name: `Subcategory ${i + 1}`,
    slug: `subcategory-${i + 1}`,
    status: 'active' as const,
  }));
  state.services = state.subcategories.map((sub, i) => ({
    ...serviceTemplate,
    id: i + 1,
    category_id: category.id,
    subcategory_id: sub.id,
    name: `Package ${i + 1}`,
    slug: `package-${i + 1}`,
    status: 'active' as const,
  }));
  return category;
}

const subcategoryCalls = (wire: ReturnType<typeof recordWire>) =>
  wire.requests
    .filter((r) => r.url.pathname.endsWith('/getsubcategories.php'))
    .map((r) => Object.fromEntries(r.url.searchParams));

describe('the vendor wizard service catalogue', () => {
  it('reads every page of 250 active subcategories (page=1,2,3 by 100) and files every package under its own', async () => {
    const category = seedLargeCatalogue();
    const wire = recordWire();
    const tree = await loadServiceCatalogue();
    wire.stop();
    expect(subcategoryCalls(wire)).toEqual([
      { page: '1', limit: '100', status: 'active' },
      { page: '2', limit: '100', status: 'active' },
      { page: '3', limit: '100', status: 'active' },
    ]);
    const [only] = tree;
    expect(tree).toHaveLength(1);
    expect(only.id).toBe(category.id);
    // None of them ends up under 'Other services' for want of its subcategory.
    expect(only.subcategories).toHaveLength(SUBCATEGORIES);
    expect(only.subcategories.map((sub) => sub.name).sort()).toEqual(
      db()
        .subcategories.map((sub) => sub.name)
        .sort(),
    );
    expect(only.subcategories.every((sub) => sub.services.length === 1 && sub.id > 0)).toBe(true);
  });

  it('step 4 of the wizard lists all 250 subcategories with their packages', async () => {
    seedLargeCatalogue();
    const email = 'deepak.verma@example.in';
    issueOtp('vendor', email);
    checkOtp('vendor', email, db().otps.find((otp) => otp.email === email)!.code);
    const draft: WizardDraft = {
      step: 4,
      otp: { sent: true, verified: true, resendAt: null },
      values: { ...EMPTY_WIZARD, firstName: 'Deepak', lastName: 'Verma', email, phone: '9811122233' },
    };
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(draft));
    const wire = recordWire();
    renderRoute(<VendorRegisterPage />, { path: '/registervendor', pattern: '/registervendor', data: registerData });
    // Testing Library's queries take seconds over 500 labelled controls in jsdom: plain selectors here.
    const list = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[aria-label="Services to choose from"]');
      expect(found?.querySelector('input[type="checkbox"]')).toBeTruthy();
      return found!;
    });
    expect([...list.querySelectorAll('label')].some((label) => label.textContent === 'Package 250')).toBe(true);
    expect(list.querySelectorAll('input[type="checkbox"]')).toHaveLength(SUBCATEGORIES);
    expect([...list.querySelectorAll('fieldset > legend')].map((legend) => legend.textContent).sort()).toEqual(
      db()
        .subcategories.map((sub) => sub.name)
        .sort(),
    );
    wire.stop();
    expect(subcategoryCalls(wire).map((query) => query.page)).toEqual(['1', '2', '3']);
  });

  it("the route's loader passes the router's AbortSignal: leaving the wizard stops the reads", async () => {
    seedLargeCatalogue();
    const controller = new AbortController();
    const wire = recordWire();
    const { catalogue } = registerData.loader({
      request: new Request('http://localhost/registervendor', { signal: controller.signal }),
      params: {},
      context: undefined,
    } as Parameters<typeof registerData.loader>[0]) as { catalogue: Promise<unknown> };
    controller.abort();
    await expect(catalogue).rejects.toThrow();
    wire.stop();
    expect(subcategoryCalls(wire).length).toBeLessThanOrEqual(1);
  });
});
