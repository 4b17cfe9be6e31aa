/**
 * A deliberately minimal stand-in backend: it answers the checked calls with only the fields the screens read
 * (src/api/schemas.ts) and nothing else, so the contract check proves it asks no more than that. `wrong` swaps
 * in one answer of a wrong shape, to show the report names the field.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { endpointUrl, type EndpointName } from '../../src/api/endpoints';

const ok = (body: Record<string, unknown> = {}) => HttpResponse.json({ status: 'success', ...body });

export function minimalHandlers(wrong: Partial<Record<EndpointName, unknown>> = {}): RequestHandler[] {
  const answers: Partial<Record<EndpointName, () => Response>> = {
    testConnection: () => ok(),
    login: () => ok({ user: { id: 7, name: 'Asha Rao', email: 'asha@example.in' }, session_token: 'abc' }),
    validateSession: () => ok({ user: { id: 7, name: 'Asha Rao', email: 'asha@example.in' } }),
    logout: () => ok(),
    listCategories: () => ok({ data: [{ id: 1, name: 'Cleaning' }] }),
    getSubcategories: () => ok({ data: [{ id: 3, name: 'Sofa Cleaning', category_id: 1 }] }),
    listServices: () => ok({ data: [{ id: 9, name: 'Sofa Shampoo', price: 499, category_id: 1, subcategory_id: 3 }] }),
    getCategoryNames: () => ok({ data: [{ id: 1, name: 'Cleaning' }] }),
    listCategoryOptions: () => ok({ categories: [{ id: 1, name: 'Cleaning' }] }),
    listSubcategoryOptions: () => ok({ subcategories: [{ id: 3, name: 'Sofa Cleaning' }] }),
    vendorLogin: () => ok({ token: 't', vendor: { name: 'Ravi Electricals' } }),
    vendorData: () => ok({ data: { vendor: { name: 'Ravi Electricals' } } }),
    adminLogin: () => ok(),
    viewCategory: () =>
      ok({
        data: {
          id: 1,
          name: 'Cleaning',
          statistics: { total_services: 0, active_services: 0, inactive_services: 0 },
          recent_services: [],
        },
      }),
  };
  const shared = new Map<string, EndpointName[]>();
  for (const name of Object.keys(answers) as EndpointName[]) {
    const key = endpointUrl(name);
    shared.set(key, [...(shared.get(key) ?? []), name]);
  }
  return [...shared.entries()].map(([url, names]) => {
    const resolve = async ({ request }: { request: Request }) => {
      const action = request.method === 'POST' ? ((await request.clone().json()) as { action?: string }).action : null;
      const byAction: Partial<Record<string, EndpointName>> = {
        login: 'login',
        test: 'testConnection',
        validateSession: 'validateSession',
        logout: 'logout',
      };
      const name = names.length > 1 ? (byAction[action ?? ''] ?? names[0]) : names[0];
      return name in wrong ? HttpResponse.json(wrong[name] as Record<string, unknown>) : answers[name]!();
    };
    return request(url, names[0], resolve);
  });
}

const request = (url: string, name: EndpointName, resolve: Parameters<typeof http.get>[1]) =>
  [
    'listCategories',
    'getSubcategories',
    'listServices',
    'getCategoryNames',
    'listCategoryOptions',
    'listSubcategoryOptions',
    'vendorData',
    'viewCategory',
  ].includes(name)
    ? http.get(url, resolve)
    : http.post(url, resolve);
