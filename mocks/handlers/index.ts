/**
 * Builds the mock backend's request handlers from THE endpoint table (src/api/endpoints.ts): one MSW handler
 * per URL and method, which tells calls that share a URL apart by their `action`, applies the current
 * scenario, and hands the request to the resolver of that call.
 */
import { http, type HttpHandler } from 'msw';
import { endpointNames, endpoints, endpointUrl, type EndpointDef, type EndpointName } from '../../src/api/endpoints';
import { applyScenario } from '../scenarios';
import { adminResolvers } from './admin';
import { catalogueResolvers } from './catalogue';
import { customerResolvers } from './customer';
import { fail, type MockRequest, type Resolver } from './kit';
import { mapsResolvers } from './maps';
import { uploadsHandler } from './uploads';
import { vendorResolvers } from './vendor';

/** Every row of the endpoint table has exactly one resolver: the type checker refuses a missing one. */
export const resolvers: Record<EndpointName, Resolver> = {
  ...customerResolvers,
  ...catalogueResolvers,
  ...vendorResolvers,
  ...adminResolvers,
  ...mapsResolvers,
};

async function readBody(request: Request): Promise<Pick<MockRequest, 'json' | 'form'>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (request.method === 'GET') return { json: {}, form: null };
  if (type.includes('multipart/form-data')) return { json: {}, form: await request.formData() };
  const raw = await request.text();
  if (!raw) return { json: {}, form: null };
  try {
    const parsed: unknown = JSON.parse(raw);
    return { json: parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}, form: null };
  } catch {
    return { json: {}, form: null };
  }
}

function pickEndpoint(group: EndpointName[], body: Pick<MockRequest, 'json' | 'form'>): EndpointName | undefined {
  const action = body.form ? body.form.get('action') : body.json.action;
  const byAction = group.find((name) => (endpoints[name] as EndpointDef).action === action);
  return byAction ?? group.find((name) => (endpoints[name] as EndpointDef).action === undefined);
}

export function buildHandlers(): HttpHandler[] {
  const groups = new Map<string, EndpointName[]>();
  for (const name of endpointNames) {
    const key = `${endpoints[name].method} ${endpointUrl(name)}`;
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  const handlers = [...groups.entries()].map(([key, group]) => {
    const [method, url] = key.split(' ');
    const route = { GET: http.get, POST: http.post, DELETE: http.delete }[method as EndpointDef['method']];
    return route(url, async ({ request, cookies }) => {
      const body = await readBody(request.clone());
      const name = pickEndpoint(group, body);
      if (!name) return fail(`Invalid action`, { status: 400 });
      const broken = await applyScenario(name);
      if (broken) return broken;
      const def: EndpointDef = endpoints[name];
      if (def.body === 'json' && !(request.headers.get('Content-Type') ?? '').includes('application/json')) {
        return fail('Content-Type must be application/json', { status: 415 });
      }
      const auth = request.headers.get('Authorization') ?? '';
      return resolvers[name]({
        request,
        url: new URL(request.url),
        ...body,
        bearer: auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null,
        cookies,
      });
    });
  });
  return [...handlers, uploadsHandler];
}
