/**
 * One MSW handler per URL and method of the endpoint table: it applies the scenario, reads the body the way PHP would
 * (refusing what it cannot read with a JSON 4xx), tells calls sharing a URL apart by `action`, and runs the resolver.
 */
import { http, type HttpHandler } from 'msw';
import { endpointNames, endpoints, endpointUrl, type EndpointDef, type EndpointName } from '../../src/api/endpoints';
import { endpointForAction } from '../endpointForAction';
import { logCall } from '../requestLog';
import { applyScenario, getScenario } from '../scenarios';
import { adminResolvers, requireAdminSession } from './admin';
import { readBody, type ReadBody } from './body';
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

/** The content type a call's body must have; null when it sends none (or the call reads none). */
const expectedType = (name: EndpointName) =>
  ({ json: 'application/json', multipart: 'multipart/form-data', query: null, none: null })[endpoints[name].body];

async function answer(group: EndpointName[], request: Request, cookies: Record<string, string>): Promise<Response> {
  // A failure scenario never depends on the body: it applies before a byte of it is read. Only a scenario aimed
  // at one of several calls sharing this URL (e.g. `server-error:login` on login.php) needs the `action` first.
  const targeted = getScenario().endpoint;
  const needsAction = targeted !== null && group.length > 1 && group.includes(targeted);
  if (!needsAction) {
    const broken = await applyScenario(group[0]);
    if (broken) return broken;
  }

  const readsBody = group.some((name) => expectedType(name) !== null);
  const body: ReadBody = readsBody ? await readBody(request) : { json: {}, form: null, type: null };
  if ('refusal' in body) {
    // A body that names no call cannot clear the targeted call of this URL: the scenario still applies.
    const broken = needsAction ? await applyScenario(targeted!) : null;
    return broken ?? body.refusal;
  }
  if (body.type === 'other') {
    const types = [...new Set(group.map(expectedType).filter(Boolean))];
    return fail(`Content-Type must be ${types.join(' or ')}`, { status: 415 });
  }
  const name = endpointForAction(group, body.form ? body.form.get('action') : body.json.action);
  if (!name) return fail('Invalid action', { status: 400 });
  if (needsAction) {
    const broken = await applyScenario(name);
    if (broken) return broken;
  }

  const wanted = expectedType(name);
  if (wanted && body.type !== wanted) return fail(`Content-Type must be ${wanted}`, { status: 415 });
  const auth = request.headers.get('Authorization') ?? '';
  const req: MockRequest = {
    request,
    url: new URL(request.url),
    json: body.json,
    form: body.form,
    bearer: auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null,
    cookies,
  };
  if ((endpoints[name] as EndpointDef).bearer === 'admin') {
    const refused = requireAdminSession(req);
    if (refused) return refused;
  }
  return resolvers[name](req);
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
    return route(url, ({ request, cookies }) => logCall(group, request, () => answer(group, request, cookies)));
  });
  return [...handlers, uploadsHandler];
}
