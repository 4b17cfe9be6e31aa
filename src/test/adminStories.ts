/** Shared pieces of the admin stories: the signed-in admin, never-ending and empty answers. */
import { delay, http, HttpResponse } from 'msw';
import { endpoints, endpointUrl, type EndpointName } from '../api/endpoints';
import { ADMIN_SESSION_KEY } from '../lib/adminSession';
import { demoAdminSessionValue } from './demoSessions';

export const signedIn = () => ({ [ADMIN_SESSION_KEY]: demoAdminSessionValue() });

const handlerOf = { GET: http.get, POST: http.post, DELETE: http.delete } as const;

/** A handler for a call of the endpoint table, with the call's own method. */
const route = (name: EndpointName, resolver: () => Promise<Response> | Response) =>
  handlerOf[endpoints[name].method](endpointUrl(name), resolver);

/** The call never answers: the screen stays in its loading state. */
export const neverAnswers = (name: EndpointName) =>
  route(name, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** The call answers with this JSON. */
export const answers = (name: EndpointName, body: Record<string, unknown>) =>
  route(name, () => HttpResponse.json(body));
