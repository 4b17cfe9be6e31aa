/** docs/openapi.yaml from the endpoint table and the schemas: `npm run docs:openapi` writes it, its test checks it. */
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { endpointNames, endpoints, type EndpointDef, type EndpointName } from './endpoints';
import { isUnread } from './problems';
import { requestSchemas, requiredFields } from './requests';
import { failureStatus, responseSchemas } from './schemas';

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); an upload is binary text, as OpenAPI writes files. */
export function jsonSchemaOf(schema: GenericSchema): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    overrideSchema: ({ valibotSchema, jsonSchema }): JsonSchema | undefined => {
      if (valibotSchema.type === 'blob') return { type: 'string', format: 'binary' };
      if (valibotSchema === failureStatus) return { type: 'string', not: { const: 'success' } };
      if (isUnread(valibotSchema)) return { ...jsonSchema, description: 'Not read by the web client' };
      return undefined;
    },
  });
  return rest as Record<string, unknown>;
}

function operation(name: EndpointName): Record<string, unknown> {
  const def: EndpointDef = endpoints[name];
  const op: Record<string, unknown> = { operationId: name, summary: def.action ? `action '${def.action}'` : name };
  // A call that sends no token says so (an empty list), not by leaving the field out.
  op.security = def.bearer ? [{ [`${def.bearer}Bearer`]: [] }] : [];
  const request = jsonSchemaOf(requestSchemas[name]) as { properties: Record<string, unknown>; required?: string[] };
  if (def.body === 'query') {
    op.parameters = Object.entries(request.properties).map(([field, schema]) => ({
      name: field,
      in: 'query',
      required: requiredFields(name).includes(field),
      schema,
    }));
  } else if (def.body === 'json' || def.body === 'multipart') {
    const properties: Record<string, unknown> = def.action ? { action: { const: def.action } } : {};
    const patternProperties: Record<string, unknown> = {};
    for (const [field, schema] of Object.entries(request.properties)) {
      // A repeated upload (`gallery[]`) goes as gallery[0], gallery[1]…: one file each.
      if (field.endsWith('[]'))
        patternProperties[`^${field.slice(0, -2)}\\[[0-9]+\\]$`] = (schema as { items: unknown }).items;
      else properties[field] = schema;
    }
    const needed = [...(def.action ? ['action'] : []), ...requiredFields(name)];
    const media = def.body === 'json' ? 'application/json' : 'multipart/form-data';
    const body = {
      type: 'object',
      properties,
      ...(Object.keys(patternProperties).length ? { patternProperties } : {}),
      ...(needed.length ? { required: needed } : {}),
    };
    op.requestBody = { required: true, content: { [media]: { schema: body } } };
  }
  const schema: GenericSchema | null = responseSchemas[name];
  op.responses = {
    '200': {
      description: schema ? 'Answer (status success, or a business failure with status and message)' : 'Not read',
      ...(schema ? { content: { 'application/json': { schema: jsonSchemaOf(schema) } } } : {}),
    },
    '4XX': { $ref: '#/components/responses/Error' },
    ...(def.bearer === 'admin' ? { '401': { $ref: '#/components/responses/Error' } } : {}),
  };
  if (def.timeoutMs) op['x-client-timeout-ms'] = def.timeoutMs;
  return op;
}

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, Record<string, unknown>>> = {};
  const external: Record<string, unknown>[] = [];
  for (const name of endpointNames) {
    const def: EndpointDef = endpoints[name];
    const op = operation(name);
    // The maps call goes to Google (or the backend's VITE_GEOCODE_URL), not to this API: no path of it.
    if (def.base === 'maps') {
      external.push({ url: 'https://maps.googleapis.com/maps/api/geocode/json', method: 'get', operation: op });
      continue;
    }
    const path = def.base === 'root' ? def.path : `/api/${def.base}/${def.path}`;
    const method = def.method.toLowerCase();
    const first = paths[path]?.[method];
    if (first) {
      // Calls sharing one URL (told apart by `action`): the first stands for all, x-calls lists each.
      const calls = (first['x-calls'] as Record<string, unknown>[] | undefined) ?? [{ ...first }];
      first['x-calls'] = [...calls, op];
      first.operationId = `${String(calls[0].operationId)}Or${name[0].toUpperCase()}${name.slice(1)}`;
      continue;
    }
    (paths[path] ??= {})[method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'HomeEase PHP API as the web client uses it',
      version: '1.0.0',
      description:
        'Generated from src/api/endpoints.ts, src/api/requests.ts and src/api/schemas.ts by `npm run docs:openapi`; do not edit. Business failures answer HTTP 200 with {status, message}; calls sharing a URL are told apart by `action` (x-calls lists each). The reverse-geocoding call goes to an external service, so it is described under x-external-calls, not as a path.',
    },
    servers: [
      {
        url: '/',
        description:
          'VITE_API_BASE_URL, the PHP backend (the user, admin and vendor APIs below it at /api/user, /api/admin and /api/vendor unless their own VITE_*_API_URL moves them)',
      },
    ],
    paths,
    'x-external-calls': external,
    components: {
      securitySchemes: {
        customerBearer: { type: 'http', scheme: 'bearer', description: 'Customer session_token' },
        vendorBearer: { type: 'http', scheme: 'bearer', description: 'Vendor token (credentials included)' },
        adminBearer: { type: 'http', scheme: 'bearer', description: 'Admin token (off with VITE_ADMIN_BEARER=off)' },
      },
      responses: {
        Error: {
          description: 'Refused: {status: "error", message}; for a call with a token, 401 ends the session',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { status: { const: 'error' }, message: { type: 'string' } },
                required: ['status', 'message'],
              },
            },
          },
        },
      },
    },
  };
}

/** JSON values as block-style YAML, strings quoted with JSON escapes. */
function toYaml(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return ' []';
    return value.map((item) => `\n${indent}-${toYaml(item, `${indent}  `).replace(/^\n\s*/, ' ')}`).join('');
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return ' {}';
    return entries.map(([k, v]) => `\n${indent}${JSON.stringify(k)}:${toYaml(v, `${indent}  `)}`).join('');
  }
  return ` ${JSON.stringify(value)}`;
}

export const openApiYaml = () => `# Generated by npm run docs:openapi: do not edit.${toYaml(openApiDocument())}\n`;
