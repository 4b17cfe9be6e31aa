/**
 * A stand-in for the real PHP backend whose answers have drifted from SPEC §7: one drift in each call the public
 * and customer pages, the logins and the admin lists make (DRIFTS says which, where), for the drift alarm's test
 * (e2e/drift-alarm.spec.ts). It answers CORS as a backend on another origin must, since the dev server is one.
 */
import { createServer } from 'node:http';
import { listenOnFreePort, type Listening } from '../deploy/listen';
import { CATEGORIES, CUSTOMER } from '../deploy/phpStandIn';

export const ADMIN = { email: 'admin@homeease.in', password: 'Admin@2468' };
const USER = { id: 7, name: CUSTOMER.name, email: CUSTOMER.email, profile_image: null };
const TOKEN = 'c0ffee'.repeat(10) + 'c0de';

const SUBCATEGORY = { id: 11, name: 'Deep Cleaning', slug: 'deep-cleaning', status: 'active', category_id: 1 };
const SERVICE = {
  id: 101,
  name: 'Full Home Deep Cleaning',
  short_description: 'Floors, kitchen, bathrooms and windows of a 2 BHK',
  price: 3499,
  duration: 300,
  image_url: null,
  category_id: 1,
  subcategory_id: 11,
};

/** What each drifted call gets wrong, as the alarm must name it: the call, the field, the kind. */
export const DRIFTS = [
  { call: 'listCategories', path: 'data[2].status', kind: 'unknown status', got: '"archived"' },
  { call: 'getSubcategories', path: 'data[0].category_id', kind: 'missing', got: 'nothing' },
  { call: 'listServices', path: 'data[1].price', kind: 'wrong type', got: '"2999"' },
  { call: 'login', path: 'user.phone', kind: 'extra', got: '"+91 98765 43210"' },
  { call: 'validateSession', path: '', kind: 'not JSON', got: '"<br />\\n<b>Deprecated</b>: Creation of' },
  { call: 'adminLogin', path: 'admin.permissions', kind: 'extra', got: '"all"' },
  { call: 'getCategoryNames', path: 'status', kind: 'unknown status', got: '"ok"' },
  { call: 'listCategoryOptions', path: 'categories[0].slug', kind: 'extra', got: '"home-cleaning"' },
  { call: 'listSubcategoryOptions', path: 'subcategories[0].name', kind: 'wrong type', got: 'null' },
] as const;

type Answer = [number, unknown] | [number, string, 'text'];

function answer(method: string, path: string, body: string): Answer {
  const json = method === 'POST' && body.startsWith('{') ? (JSON.parse(body) as Record<string, unknown>) : {};
  if (path === '/api/user/login.php' && json.action === 'login')
    return json.email === CUSTOMER.email && json.password === CUSTOMER.password
      ? [200, { status: 'success', user: { ...USER, phone: '+91 98765 43210' }, session_token: TOKEN }]
      : [200, { status: 'error', message: 'Invalid email or password' }];
  if (path === '/api/user/login.php' && json.action === 'validateSession')
    // A PHP 8.2 deprecation printed before the JSON, as a server with display_errors on sends it.
    return [
      200,
      `<br />\n<b>Deprecated</b>:  Creation of dynamic property Session::$user in <b>/var/www/api/user/login.php</b> on line <b>41</b><br />\n${JSON.stringify({ status: 'success', user: USER })}`,
      'text',
    ];
  if (path === '/api/user/login.php') return [200, { status: 'success', message: 'OK' }];
  if (path === '/api/admin/listcategories.php') {
    const data = CATEGORIES.map((c, i) => (i === 2 ? { ...c, status: 'archived' } : c));
    return [
      200,
      { status: 'success', data, pagination: { current_page: 1, total_pages: 1, total_records: 3, per_page: 10 } },
    ];
  }
  if (path === '/api/admin/getsubcategories.php') {
    const { category_id: _dropped, ...drifted } = SUBCATEGORY;
    return [200, { status: 'success', data: [drifted], total: 1 }];
  }
  if (path === '/api/admin/listservices.php')
    return [
      200,
      { status: 'success', data: [SERVICE, { ...SERVICE, id: 102, name: 'Kitchen Cleaning', price: '2999' }] },
    ];
  if (path === '/api/admin/login.php')
    return json.email === ADMIN.email && json.password === ADMIN.password
      ? [
          200,
          {
            status: 'success',
            token: TOKEN,
            admin: { id: 1, name: 'Asha Rao', email: ADMIN.email, permissions: 'all' },
          },
        ]
      : [200, { status: 'error', message: 'Invalid credentials' }];
  if (path === '/admin/getcategories.php')
    return [200, { status: 'ok', data: CATEGORIES.map(({ id, name }) => ({ id, name })) }];
  if (path === '/api/admin/categories/list.php')
    return [200, { status: 'success', categories: CATEGORIES.map(({ id, name, slug }) => ({ id, name, slug })) }];
  if (path === '/api/admin/subcategories/list.php')
    return [200, { status: 'success', subcategories: [{ id: 11, name: null }] }];
  return [404, { status: 'error', message: `No such call: ${method} ${path}` }];
}

export type DriftingPhp = Listening;

export function startDriftingPhp(): Promise<DriftingPhp> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const cors = {
        'Access-Control-Allow-Origin': request.headers.origin ?? '*',
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Headers': 'Content-Type, Authorization',
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        Vary: 'Origin',
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
        return;
      }
      const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
      const [status, body, text] = answer(request.method ?? 'GET', pathname, Buffer.concat(chunks).toString('utf8'));
      const type = text ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
      response.writeHead(status, { ...cors, 'Content-Type': type });
      response.end(text ? body : JSON.stringify(body));
    });
  });
  return listenOnFreePort(server);
}
