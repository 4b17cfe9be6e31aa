/**
 * The read-only half of the §7 contract as calls the app makes, each answer reported against
 * src/api/schemas.ts: one line per endpoint and problem (`listcategories.php data[3].sort_order: expected
 * number, got "2"`). Failures are what a screen reads and would not get; notes are fields no screen reads.
 */
import type { EndpointName } from '../../src/api/endpoints';
import { describeFailure, type Outcome } from '../../src/api/outcome';
import type { Answer } from '../../src/api/types';

export interface Accounts {
  customer: { email: string; password: string } | null;
  vendor: { email: string; password: string } | null;
  admin: { email: string; password: string } | null;
}

export interface Report {
  failures: string[];
  notes: string[];
  /** Calls made, for the summary line. */
  calls: string[];
}

/** Runs every check; the API modules are imported here, after the caller has set the VITE_* base URLs. */
export async function runChecks(accounts: Accounts, { geocode }: { geocode: boolean }): Promise<Report> {
  const [customer, catalogue, vendor, admin, maps, schemas] = await Promise.all([
    import('../../src/api/customer'),
    import('../../src/api/catalogue'),
    import('../../src/api/vendor'),
    import('../../src/api/admin'),
    import('../../src/api/maps'),
    import('../../src/api/schemas'),
  ]);
  const { saveAdminSession } = await import('../../src/lib/adminSession');
  const report: Report = { failures: [], notes: [], calls: [] };
  const { endpoints } = await import('../../src/api/endpoints');

  /** Makes the call; a wrong shape is caught at the boundary (a 'shape' failure naming each field). */
  async function check<N extends EndpointName>(
    name: N,
    run: () => Promise<Outcome<Answer<N>>>,
  ): Promise<Answer<N> | null> {
    report.calls.push(name);
    try {
      const outcome = await run();
      if (outcome.kind === 'ok') {
        const { failures, notes } = schemas.contractReport(name, outcome.answer);
        report.failures.push(...failures);
        report.notes.push(...notes);
        return outcome.answer;
      }
      // A refusal is an answer of the contract's shape (status and message): worth a note, not a failure.
      if (outcome.kind !== 'failed')
        report.notes.push(`${endpoints[name].path} (the call): ${describeFailure(outcome)}`);
      else if (outcome.reason === 'shape') report.failures.push(...outcome.detail.split('\n'));
      else report.failures.push(`${endpoints[name].path} (the call): ${describeFailure(outcome)}`);
    } catch (error) {
      report.failures.push(`${endpoints[name].path} (the call): ${String((error as Error).message ?? error)}`);
    }
    return null;
  }

  const status = await customer.testConnection().catch((e: Error) => e.message);
  report.calls.push('testConnection');
  if (status !== 200) report.failures.push(`login.php (action test): expected HTTP 200, got ${status}`);

  const categories = await check('listCategories', () => catalogue.listCategories());
  const first = categories?.data[0];
  if (first) {
    await check('getSubcategories', () => catalogue.getSubcategories({ category_id: first.id }));
    await check('listServices', () => catalogue.listServices({ category_id: first.id }));
    await check('listSubcategoryOptions', () => catalogue.listSubcategoryOptions(first.id));
  }
  const page = await check('listCategories', () => catalogue.listCategories({ page: 1, limit: 10 }));
  await check('getSubcategories', () => catalogue.getSubcategories({ page: 1, limit: 10 }));
  await check('getCategoryNames', () => catalogue.getCategoryNames());
  await check('listCategoryOptions', () => catalogue.listCategoryOptions());

  if (accounts.customer) {
    const login = await check('login', () => customer.login({ ...accounts.customer!, rememberMe: false }));
    if (login) {
      await check('validateSession', () => customer.validateSession(login.session_token));
      await customer.logout(login.session_token);
    }
  }
  if (accounts.vendor) {
    const login = await check('vendorLogin', () => vendor.vendorLogin({ ...accounts.vendor!, rememberMe: false }));
    if (login) await check('vendorData', () => vendor.getVendorData(login.token));
  }
  if (accounts.admin) {
    const login = await check('adminLogin', () => admin.adminLogin(accounts.admin!.email, accounts.admin!.password));
    if (login) {
      saveAdminSession(login.token ?? '', login.admin ?? { id: 0, name: '', email: accounts.admin.email });
      const id = page?.data[0]?.id;
      if (id !== undefined) await check('viewCategory', () => admin.viewCategory(id));
    }
  }
  if (geocode) await check('reverseGeocode', () => maps.reverseGeocode(28.6139, 77.209));
  return report;
}

/** The report as people read it: failures, then notes, then one summary line. */
export function printReport(target: string, report: Report): string {
  const lines = [
    `§7 contract against ${target}: ${report.calls.length} calls, ${report.failures.length} failures, ${report.notes.length} notes`,
    ...report.failures.map((line) => `FAIL ${line}`),
    ...report.notes.map((line) => `note ${line}`),
  ];
  return lines.join('\n');
}
