import { endpoints, type EndpointDef, type EndpointName } from '../src/api/endpoints';

/** The call of `group` a body's `action` names, as PHP's switch does: the one with it, else the one taking none. */
export function endpointForAction(group: EndpointName[], action: unknown): EndpointName | undefined {
  const byAction = group.find((name) => (endpoints[name] as EndpointDef).action === action);
  return byAction ?? group.find((name) => (endpoints[name] as EndpointDef).action === undefined);
}
