/**
 * A stand-in for the PHP backend behind deploy/nginx.conf: answers the calls the deploy test makes as SPEC §7
 * says (customer and admin login, session check, the catalogue reads, upload images) and records every request it
 * gets, so the test can prove what went through the proxy. It also holds uploads an attacker managed to store
 * (HOSTILE_UPLOADS), so the test can prove nginx never lets them run as the app.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnFreePort, type Listening } from './listen';

export interface RecordedCall {
  method: string;
  /** Path without the query string, as the backend saw it. */
  path: string;
  /** The request target exactly as nginx sent it: path and query, not decoded, not normalised. */
  target: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Its `origin` (scheme://host:port) is the value of PHP_UPSTREAM. */
export interface PhpStandIn extends Listening {
  calls: RecordedCall[];
}

export const CUSTOMER = { email: 'customer@example.com', password: 'Customer@123', name: 'Priya Sharma' };
export const ADMIN = { email: 'admin@homeease.in', password: 'Admin@2025!' };
const ADMIN_TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const SESSION_TOKEN = 'f3a9c2d1e8b7a6f5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1';
const USER = { id: 7, name: CUSTOMER.name, email: CUSTOMER.email, profile_image: 'priya.svg' };

const category = (id: number, name: string, slug: string, description: string) => ({
  id,
  name,
  slug,
  description,
  icon: 'tools',
  image_url: `/uploads/categories/${slug}.svg`,
  sort_order: id,
  is_featured: 1,
  meta_title: name,
  meta_description: description,
  status: 'active',
  created_by: 1,
  created_at: '2025-01-15 10:30:00',
});

export const CATEGORIES = [
  category(1, 'Home Cleaning', 'home-cleaning', 'Deep cleaning of kitchens, bathrooms and whole homes'),
  category(
    2,
    'AC Repair & Service',
    'ac-repair-service',
    'Servicing, gas refills and repairs for split and window ACs',
  ),
  category(3, 'Salon at Home', 'salon-at-home', 'Haircuts, facials and grooming by trained beauticians'),
];

const SERVICES = [
  {
    id: 101,
    name: 'Full Home Deep Cleaning',
    short_description: 'Floors, kitchen, bathrooms and windows of a 2 BHK, with machines and eco-friendly products',
    price: 3499,
    original_price: 4299,
    discount: 19,
    rating: 4.8,
    review_count: 1240,
    duration: 300,
    image_url: null,
    category_id: 1,
    subcategory_id: 11,
  },
];

const SUBCATEGORIES = [
  { ...category(11, 'Deep Cleaning', 'deep-cleaning', 'Whole-home deep cleaning'), category_id: 1, image: null },
];

/** An SVG picture for any upload: a coloured square with the file name's first letter. */
const uploadImage = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5b3cc4"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff">${name.charAt(0).toUpperCase()}</text></svg>`;

/**
 * What a real PHP host may come to hold under /uploads/: a page, an SVG and a "photo" (served as HTML, as a
 * sniffing or misconfigured server could), each loading an uploaded script from the same origin (which the app's
 * own policy, script-src 'self', would allow) that marks the window.
 */
export const HOSTILE_SCRIPT = '/uploads/users/evil.js';
export const HOSTILE_PAGES = ['/uploads/users/evil.html', '/uploads/users/evil.svg', '/uploads/users/avatar.jpg'];
const page = (text: string) =>
  `<!doctype html><title>uploaded</title><p>${text}</p><script src="${HOSTILE_SCRIPT}"></script>`;
const HOSTILE_UPLOADS: Record<string, { type: string; body: string }> = {
  [HOSTILE_SCRIPT]: { type: 'text/javascript', body: "window.ran = true; document.title = 'ran';" },
  '/uploads/users/evil.html': { type: 'text/html; charset=utf-8', body: page('uploaded page') },
  '/uploads/users/evil.svg': {
    type: 'image/svg+xml',
    body: `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script href="${HOSTILE_SCRIPT}"/><rect width="64" height="64"/></svg>`,
  },
  '/uploads/users/avatar.jpg': { type: 'text/html; charset=utf-8', body: page('uploaded photo') },
};

/** A backend answer that names its own caching, which nginx must pass on as it is. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=300';
const OWN_CACHE_CONTROL: Record<string, string> = { '/api/admin/listcategories.php': CATALOGUE_CACHE_CONTROL };

function answer(method: string, path: string, query: Record<string, string>, body: string): [number, unknown] {
  if (method === 'POST' && path === '/api/user/login.php') {
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return [400, { status: 'error', message: 'Invalid JSON' }];
    }
    switch (json.action) {
      case 'login':
        return json.email === CUSTOMER.email && json.password === CUSTOMER.password
          ? [
              200,
              {
                status: 'success',
                message: 'Login successful',
                user: USER,
                session_token: SESSION_TOKEN,
                expires_at: new Date(Date.now() + 86_400_000).toISOString(),
              },
            ]
          : [200, { status: 'error', message: 'Invalid email or password' }];
      case 'validateSession':
        return json.session_token === SESSION_TOKEN
          ? [200, { status: 'success', user: USER }]
          : [200, { status: 'error', message: 'Invalid or expired session' }];
      case 'test':
      case 'logout':
        return [200, { status: 'success', message: 'OK' }];
      default:
        return [400, { status: 'error', message: 'Unknown action' }];
    }
  }
  if (method === 'POST' && path === '/api/admin/login.php') {
    const json = JSON.parse(body || '{}') as Record<string, unknown>;
    return json.email === ADMIN.email && json.password === ADMIN.password
      ? [
          200,
          {
            status: 'success',
            message: 'Login successful',
            token: ADMIN_TOKEN,
            admin: { id: 1, name: 'Administrator', email: ADMIN.email, role: 'Super Admin' },
          },
        ]
      : [200, { status: 'error', message: 'Invalid email or password' }];
  }
  if (method === 'GET' && path === '/api/admin/listcategories.php') {
    return [200, { status: 'success', message: 'Categories retrieved successfully', data: CATEGORIES }];
  }
  if (method === 'GET' && path === '/api/admin/getsubcategories.php') {
    const data = SUBCATEGORIES.filter((s) => String(s.category_id) === query.category_id);
    return [200, { status: 'success', message: 'Subcategories retrieved successfully', data, total: data.length }];
  }
  if (method === 'GET' && path === '/api/admin/listservices.php') {
    const data = SERVICES.filter(
      (s) =>
        (!query.category_id || String(s.category_id) === query.category_id) &&
        (!query.subcategory_id || String(s.subcategory_id) === query.subcategory_id),
    );
    return [200, { status: 'success', data }];
  }
  if (method === 'GET' && path === '/admin/getcategories.php') {
    return [200, { status: 'success', data: CATEGORIES.map(({ id, name }) => ({ id, name })) }];
  }
  return [404, { status: 'error', message: `No such call: ${method} ${path}` }];
}

export function startPhpStandIn(): Promise<PhpStandIn> {
  const calls: RecordedCall[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = Buffer.concat(chunks).toString('utf8');
      const method = request.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        target: request.url ?? '',
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
      });
      const hostile = HOSTILE_UPLOADS[url.pathname];
      if (method === 'GET' && hostile) {
        response.writeHead(200, { 'Content-Type': hostile.type });
        response.end(hostile.body);
        return;
      }
      if (method === 'GET' && /^\/uploads\/[\w/-]+\.svg$/.test(url.pathname)) {
        response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
        response.end(uploadImage(url.pathname.split('/').pop()!));
        return;
      }
      const [status, json] = answer(method, url.pathname, Object.fromEntries(url.searchParams), body);
      const cacheControl = OWN_CACHE_CONTROL[url.pathname];
      response.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        ...(cacheControl && { 'Cache-Control': cacheControl }),
      });
      response.end(JSON.stringify(json));
    });
  });
  return listenOnFreePort(server).then((listening) => ({ ...listening, calls }));
}
