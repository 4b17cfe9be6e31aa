/**
 * Builds docs/openapi.yaml (OpenAPI 3.1) from THE endpoint table, the request fields and the response schemas: `npm run docs:openapi`
 * writes it, `src/api/openapi.test.ts` fails when the committed file is out of date. Not imported by the app.
 */
import { endpointNames, endpoints, type EndpointDef, type EndpointName } from './endpoints';
import { requestSchemas, requiredFields } from './requests';
import { responseSchemas } from './schemas';
import type { Schema } from './shape';

const server = (def: EndpointDef) =>
  def.base === 'root'
    ? ''
    : {
        user: '/api/user',
        admin: '/api/admin',
        vendor: '/api/vendor',
        maps: 'https://maps.googleapis.com/maps/api/geocode',
      }[def.base];

function operation(name: EndpointName): Record<string, unknown> {
  const def: EndpointDef = endpoints[name];
  const fields = Object.entries(requestSchemas[name].fields as Record<string, Schema<unknown>>);
  const required = requiredFields(name);
  const op: Record<string, unknown> = { operationId: name, summary: def.action ? `action '${def.action}'` : name };
  if (def.bearer) op.security = [{ [`${def.bearer}Bearer`]: [] }];
  if (def.body === 'query') {
    op.parameters = fields.map(([field, schema]) => ({
      name: field,
      in: 'query',
      required: required.includes(field),
      schema: schema.json,
    }));
  } else if (def.body === 'json' || def.body === 'multipart') {
    const properties: Record<string, unknown> = {};
    const patternProperties: Record<string, unknown> = {};
    if (def.action) properties.action = { const: def.action };
    for (const [field, schema] of fields) {
      // A repeated upload (`gallery[]`) goes as gallery[0], gallery[1]…: one file each.
      if (field.endsWith('[]')) patternProperties[`^${field.slice(0, -2)}\\[[0-9]+\\]$`] = schema.json.items;
      else properties[field] = schema.json;
    }
    const media = def.body === 'json' ? 'application/json' : 'multipart/form-data';
    const needed = [...(def.action ? ['action'] : []), ...required];
    op.requestBody = {
      required: true,
      content: {
        [media]: {
          schema: {
            type: 'object',
            properties,
            ...(Object.keys(patternProperties).length ? { patternProperties } : {}),
            ...(needed.length ? { required: needed } : {}),
          },
        },
      },
    };
  }
  const schema: Schema<unknown> | null = responseSchemas[name];
  op.responses = {
    '200': {
      description: schema ? 'Answer (status success, or a business failure with status and message)' : 'Not read',
      ...(schema ? { content: { 'application/json': { schema: schema.json } } } : {}),
    },
    '4XX': { $ref: '#/components/responses/Error' },
    ...(def.bearer === 'admin' ? { '401': { $ref: '#/components/responses/Error' } } : {}),
  };
  if (def.timeoutMs) op['x-client-timeout-ms'] = def.timeoutMs;
  return op;
}

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Map<string, EndpointName>();
  for (const name of endpointNames) {
    const def: EndpointDef = endpoints[name];
    const path = `${server(def)}${def.base === 'root' ? '' : '/'}${def.path}`;
    const method = def.method.toLowerCase();
    const key = `${method} ${path}`;
    const op = operation(name);
    const first = seen.get(key);
    if (first) {
      // Calls sharing one URL (told apart by `action`): one operation whose body is any of them.
      const existing = paths[path][method] as Record<string, unknown>;
      existing['x-calls'] = [...((existing['x-calls'] as unknown[]) ?? [operation(first)]), op];
      existing.operationId = `${first}Or${name[0].toUpperCase()}${name.slice(1)}`;
      continue;
    }
    seen.set(key, name);
    (paths[path] ??= {})[method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'HomeEase PHP API as the web client uses it',
      version: '1.0.0',
      description:
        'Generated from src/api/endpoints.ts, src/api/requests.ts and src/api/schemas.ts by `npm run docs:openapi`; do not edit. Paths are relative to VITE_API_BASE_URL (root) or the user, admin and vendor API bases. Business failures answer HTTP 200 with {status, message}; calls sharing a URL are told apart by `action` (x-calls lists each).',
    },
    paths,
    components: {
      securitySchemes: {
        customerBearer: { type: 'http', scheme: 'bearer', description: 'Customer session_token' },
        vendorBearer: { type: 'http', scheme: 'bearer', description: 'Vendor token (credentials included)' },
        adminBearer: { type: 'http', scheme: 'bearer', description: 'Admin token (off with VITE_ADMIN_BEARER=off)' },
      },
      responses: {
        Error: {
          description: 'Refused: {status: "error", message}',
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

/** A small YAML writer: JSON values, block style, strings quoted with JSON escapes (valid YAML). */
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
