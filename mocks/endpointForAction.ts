import { endpoints, type EndpointDef, type EndpointName } from '../src/api/endpoints';

/**
 * Which of the calls sharing one URL and method (`group`) a body's `action` names, as the PHP script's switch
 * does: the call with that action, else the group's call that takes no action; undefined when none fits.
 */
export function endpointForAction(group: EndpointName[], action: unknown): EndpointName | undefined {
  const byAction = group.find((name) => (endpoints[name] as EndpointDef).action === action);
  return byAction ?? group.find((name) => (endpoints[name] as EndpointDef).action === undefined);
}
